/**
 * How a link behaves (spec §2 "Links"): files, `mailto:` and `tel:` are plain anchors; addresses on another
 * host are plain anchors opened in a new tab unless the host is one of the shop's brand domains; everything
 * else is an internal path navigated client-side.
 */
export type LinkKind = 'internal' | 'file' | 'mailto' | 'tel' | 'brand' | 'external';

/** Extensions treated as files: image, video, pdf, document and archive. */
export const fileExtensions = [
  // images
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'bmp',
  'ico',
  // video
  'mp4',
  'webm',
  'mov',
  'avi',
  'mkv',
  'ogv',
  // pdf and documents
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  // archives
  'zip',
  'rar',
  '7z',
  'tar',
  'gz',
  'tgz',
  'bz2',
] as const;

const filePattern = new RegExp(`\\.(${fileExtensions.join('|')})$`, 'i');
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** True when `host` is `domain` or one of its subdomains. */
function hostMatches(host: string, domain: string): boolean {
  const wanted = domain.toLowerCase().replace(/^\.+/, '');
  return host === wanted || host.endsWith(`.${wanted}`);
}

function hasFileExtension(pathname: string): boolean {
  return filePattern.test(pathname);
}

/** Classifies an address; `brandDomains` are host names (subdomains included) opened in the same tab. */
export function classifyLink(href: string, brandDomains: readonly string[] = []): LinkKind {
  const trimmed = href.trim();
  const scheme = schemePattern.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return 'mailto';
  if (scheme === 'tel') return 'tel';
  if (scheme !== undefined || trimmed.startsWith('//')) {
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return 'external';
    let host: string;
    try {
      host = new URL(trimmed, 'https://relative.invalid').hostname.toLowerCase();
    } catch {
      return 'external';
    }
    return brandDomains.some((domain) => hostMatches(host, domain)) ? 'brand' : 'external';
  }
  const pathname = trimmed.split(/[?#]/, 1)[0] ?? '';
  return hasFileExtension(pathname) ? 'file' : 'internal';
}

/** Whether a link of this kind opens in a new tab. */
export function opensInNewTab(kind: LinkKind): boolean {
  return kind === 'external';
}
