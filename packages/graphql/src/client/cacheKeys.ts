import type { KeyingConfig } from '@urql/exchange-graphcache';

import { createBoundedMemo } from './boundedMemo';

/**
 * The field that identifies each type the spec names (spec §3 "cache identity"). A name may be an
 * interface: its implementations are keyed by the same field.
 */
export const cacheIdentityFields: Readonly<Record<string, string>> = {
  Product: 'sku',
  CartItem: 'item_id',
  Entity: 'identifier',
  Order: 'order_id',
};

/** Abstract type name → the concrete type names implementing it (codegen's `possibleTypes`). */
export type PossibleTypes = Readonly<Record<string, readonly string[]>>;

/** Options of {@link createCacheKeys}. */
export interface CacheKeysOptions {
  /**
   * Which concrete types implement which interfaces, so that e.g. every `Entity` is keyed by
   * `identifier`. Without it, a type the spec does not name is keyed by `identifier` when the data
   * carries one (the `Entity` convention), else by `id` or `_id`.
   * @defaultValue `{}`
   */
  possibleTypes?: PossibleTypes;
  /** Field per type or interface. @defaultValue {@link cacheIdentityFields} */
  identityFields?: Readonly<Record<string, string>>;
}

type DataFields = Record<string, unknown>;

function scalarKey(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Graphcache `keys` as ONE function of the typename and the data, so that types added to the schema
 * later are keyed without touching this file. Returned as a proxy: graphcache looks up
 * `keys[typename]`, and every typename gets the same function (which also silences graphcache's
 * "no key" warning for types that are meant to be embedded: they get `null`).
 */
export function createCacheKeys(options: CacheKeysOptions = {}): KeyingConfig {
  const identityFields = options.identityFields ?? cacheIdentityFields;
  const possibleTypes = options.possibleTypes ?? {};
  const knowsImplementations = Object.keys(possibleTypes).length > 0;
  // typename → its identity field (or null); typenames are few, the bound only guards against abuse.
  const fieldByType = createBoundedMemo<string, string | null>();

  function identityFieldOf(typename: string): string | null {
    if (fieldByType.has(typename)) return fieldByType.get(typename) ?? null;
    let field: string | null = identityFields[typename] ?? null;
    if (field === null) {
      for (const [abstract, concrete] of Object.entries(possibleTypes)) {
        if (identityFields[abstract] && concrete.includes(typename)) {
          field = identityFields[abstract];
          break;
        }
      }
    }
    fieldByType.set(typename, field);
    return field;
  }

  function keyOf(typename: string, data: DataFields): string | null {
    const field = identityFieldOf(typename);
    const fromIdentity = field === null ? null : scalarKey(data[field]);
    if (fromIdentity !== null) return fromIdentity;
    if (field === null && !knowsImplementations) {
      const identifier = scalarKey(data.identifier);
      if (identifier !== null) return identifier;
    }
    return scalarKey(data.id) ?? scalarKey(data._id);
  }

  return new Proxy({} as KeyingConfig, {
    get: (_target, typename) =>
      typeof typename === 'string' ? (data: DataFields) => keyOf(typename, data) : undefined,
    has: () => true,
  });
}
