/**
 * Files attached to helpdesk messages (decision 0772): at most 5 MB, PDF, PNG or JPEG as the BYTES say (the
 * name and the browser's media type are not trusted), kept under a random name in a folder outside the web
 * root and served only through the owner's (or the staff's) checked route. The magic numbers are those of
 * packages/image's `sniffSourceFormat` (commerce may not import image) plus PDF's `%PDF-`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { HelpdeskError } from './messages';

/** Largest attachment accepted, in bytes (5 MB). */
export const maxAttachmentBytes = 5 * 1024 * 1024;

/** The media types accepted, found in the first bytes of the file. */
export const attachmentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];

const extensions: Record<AttachmentType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** The media type of `bytes` by its magic number, or undefined when it is none we accept. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** A file as received: the name the browser gave and its bytes. */
export interface AttachmentUpload {
  fileName: string;
  bytes: Uint8Array;
}

/** A checked attachment, ready to store. */
export interface CheckedAttachment {
  fileName: string;
  contentType: AttachmentType;
  bytes: Uint8Array;
}

/**
 * The name a file is shown and saved under: its base name with anything but letters, digits, `.-_` replaced,
 * at most 100 characters, and the extension of its real type (a `.pdf` name on a PNG becomes `….png`).
 */
function cleanFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return `${base || 'piece-jointe'}${extensions[type]}`;
}

/** Checks an upload by size then by content; throws the translated refusal (field `attachment`). */
export function checkAttachment(upload: AttachmentUpload): CheckedAttachment {
  if (upload.bytes.byteLength === 0) throw new HelpdeskError('attachmentEmpty', 'attachment');
  if (upload.bytes.byteLength > maxAttachmentBytes)
    throw new HelpdeskError('attachmentSize', 'attachment');
  const contentType = sniffAttachmentType(upload.bytes);
  if (!contentType) throw new HelpdeskError('attachmentType', 'attachment');
  return {
    fileName: cleanFileName(upload.fileName, contentType),
    contentType,
    bytes: upload.bytes,
  };
}

/** A new storage key: 128 random bits, the only name the file has on disk. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** The path of a stored file (keys are made here: hex only, so no key leaves the folder). */
export function attachmentPath(dir: string, storageKey: string): string {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) throw new Error('Invalid attachment storage key');
  return join(dir, storageKey);
}

/** Writes the bytes under `storageKey` (through a temporary name, so a half-written file is never served). */
export async function writeAttachment(
  dir: string,
  storageKey: string,
  bytes: Uint8Array,
): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = attachmentPath(dir, storageKey);
  const temporary = `${path}.part`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, path);
}

/** Removes a stored file whose row was not written (its transaction failed). */
export async function removeAttachment(dir: string, storageKey: string): Promise<void> {
  await rm(attachmentPath(dir, storageKey), { force: true });
}
