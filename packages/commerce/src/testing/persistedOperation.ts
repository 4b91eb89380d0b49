import { createRequire } from 'node:module';

/** One operation of our own client as the codegen manifest holds it (what the storefront sends). */
export interface PersistedOperation {
  name: string;
  /** The sha256 hash the client sends instead of the text. */
  hash: string;
  text: string;
}

// Through require: Playwright's loader wants an import attribute for a JSON import.
const manifest = createRequire(import.meta.url)('@truffe/graphql/persisted-documents') as Record<
  string,
  string
>;

/** Every persisted operation, by operation name (the first `query`/`mutation` of its document). */
export const persistedOperations: ReadonlyMap<string, PersistedOperation> = new Map(
  Object.entries(manifest).flatMap(([hash, text]) => {
    const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    return name ? [[name, { name, hash, text }] as const] : [];
  }),
);

/** The persisted operation `name`; throws when the manifest has none (run `pnpm codegen`). */
export function persistedOperation(name: string): PersistedOperation {
  const operation = persistedOperations.get(name);
  if (!operation) throw new Error(`No persisted operation ${name} (run pnpm codegen)`);
  return operation;
}
