/**
 * Password hashing with Node's own scrypt at the OWASP Password Storage Cheat Sheet's parameters (N = 2^17,
 * r = 8, p = 1), in a self-describing format so that the parameters can change: `scrypt$ln=17,r=8,p=1$salt$key`
 * (salt and key in base64url). A hash made with other parameters still verifies, and `needsRehash` tells the
 * caller to store a new one (decision 0750).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  /** Block size. */
  r: number;
  /** Parallelization. */
  p: number;
}

/** OWASP: "a minimum CPU/memory cost parameter of (2^17), a minimum block size of 8 (1024 bytes), and a parallelization parameter of 1". */
export const currentScryptParameters: ScryptParameters = { ln: 17, r: 8, p: 1 };

const saltBytes = 32;
const keyBytes = 32;

/** scrypt needs 128 × N × r × p bytes; Node's default limit (32 MiB) is below OWASP's 128 MiB, so allow twice that. */
function maxmemOf({ ln, r, p }: ScryptParameters): number {
  return 2 * 128 * 2 ** ln * r * p;
}

function deriveKey(
  password: string,
  salt: Buffer,
  parameters: ScryptParameters,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password,
      salt,
      length,
      { N: 2 ** parameters.ln, r: parameters.r, p: parameters.p, maxmem: maxmemOf(parameters) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

interface ParsedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

const hashFormat = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

function parseHash(hash: string): ParsedHash | null {
  const match = hashFormat.exec(hash);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const parameters = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Bounded, so that a tampered row cannot ask scrypt for gigabytes (at most 8 × today's 128 MiB).
  if (parameters.ln < 10 || parameters.ln > 20 || parameters.r < 1 || parameters.r > 8) return null;
  if (parameters.p < 1 || parameters.p > 4) return null;
  return {
    parameters,
    salt: Buffer.from(salt!, 'base64url'),
    key: Buffer.from(key!, 'base64url'),
  };
}

/** A new hash of the password with a fresh random salt and the given (by default the current) parameters. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = currentScryptParameters,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, parameters, keyBytes);
  const { ln, r, p } = parameters;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether the password matches the hash (compared in constant time); false for a hash it cannot read. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.parameters, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a hash was made with other parameters than the current ones (store a new one at the next sign-in). */
export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return true;
  const { ln, r, p } = parsed.parameters;
  return (
    ln !== currentScryptParameters.ln ||
    r !== currentScryptParameters.r ||
    p !== currentScryptParameters.p ||
    parsed.salt.length < saltBytes
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies the password against a hash of a random secret made once per process, at the current parameters:
 * a sign-in with an unknown e-mail costs the same work as one with a known e-mail (no enumeration by timing).
 * Always false.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
