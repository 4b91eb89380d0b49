import { createHash } from 'node:crypto';

/**
 * Build-time only (vite.config.ts): vanilla-extract's class names in five or six characters. Its default
 * identifier (`_1gbgcz6`: a hash of the style file's path, then a counter) is 7–8 characters, written once per
 * class on every element: 5.4 kB of the configurable product page's class attributes (issue 21, decision
 * 0903). The short name keeps that form — four characters for the file, then the class's number within it —
 * so that names of one file still share a prefix (the stylesheet compresses as well: random names made it
 * 1.4 kB gzip larger) and are the same in the client and server builds and from one build to the next (a
 * file's classes are numbered in the order its evaluation creates them). Two files whose prefixes clash stop
 * the build (a clash could merge two classes' styles): the prefix can then grow by one.
 */
const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
/** A class name's first character may not be a digit or `-`. */
const firstAlphabet = `${alphabet.slice(0, 52)}_`;

export interface IdentifierParams {
  hash: string;
  filePath: string;
  packageName?: string;
  debugId?: string;
}

export function createShortClassNames(prefixLength = 4) {
  /** Per file: its prefix and the short names given to its identifiers so far. */
  const files = new Map<string, { prefix: string; names: Map<string, string> }>();
  const prefixOwners = new Map<string, string>();
  const prefixOf = (file: string) => {
    const digest = createHash('sha256').update(file).digest();
    let prefix = firstAlphabet[digest[0]! % firstAlphabet.length]!;
    for (let index = 1; index < prefixLength; index += 1) prefix += alphabet[digest[index]! & 63];
    const owner = prefixOwners.get(prefix);
    if (owner !== undefined && owner !== file) {
      throw new Error(
        `Style files ${owner} and ${file} both get the class prefix "${prefix}": raise its length in vite.config.ts`,
      );
    }
    prefixOwners.set(prefix, file);
    return prefix;
  };
  return ({ hash, filePath, packageName }: IdentifierParams): string => {
    const fileKey = `${packageName ?? ''}:${filePath}`;
    let file = files.get(fileKey);
    if (!file) {
      file = { prefix: prefixOf(fileKey), names: new Map() };
      files.set(fileKey, file);
    }
    let name = file.names.get(hash);
    if (name === undefined) {
      name = `${file.prefix}${file.names.size.toString(36)}`;
      file.names.set(hash, name);
    }
    return name;
  };
}

/**
 * vanilla-extract's `identifiers` option for the storefront: short names in a build (`vite build`), names with
 * their debug id in the dev server and tests (as vanilla-extract's `debug` option writes them).
 */
export function storefrontClassNames() {
  let building = false;
  const shorten = createShortClassNames();
  return {
    plugin: {
      name: 'truffe:short-class-names',
      configResolved(config: { command: string }) {
        building = config.command === 'build';
      },
    },
    identifiers: (params: IdentifierParams): string => {
      const { hash, debugId } = params;
      if (building) return shorten(params);
      const id = /^[0-9-]/.test(hash) ? `_${hash}` : hash;
      return debugId ? `${debugId.replace(/[^0-9A-Za-z_-]/g, '_')}__${id}` : id;
    },
  };
}
