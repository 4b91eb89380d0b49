import { createBoundedMemo } from '@truffe/graphql/client';
import generatedPossibleTypes from '@truffe/graphql/possible-types';
import { type HydrationState, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/** Id of the page's router data block (`<script type="application/json">`, not executed). */
export const routerDataId = 'router-data';

/**
 * Type names that tell an abstract type's members apart (Entity, WysiwygData): screens switch on these
 * (the dispatch, the page builder's widgets). Every other `__typename` is graphcache's, and graphcache never
 * sees the hydration data (decision 0506: the browser's urql cache starts empty).
 */
const discriminatingTypenames = new Set(
  Object.values(generatedPossibleTypes.possibleTypes as Record<string, string[]>).flat(),
);

/** The members of the `Entity` interface (the route query's answer: a product, a category, a CMS page …). */
const entityTypenames = new Set(
  (generatedPossibleTypes.possibleTypes as Record<string, string[]>).Entity ?? [],
);

const isEntity = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  entityTypenames.has((node as { __typename?: unknown }).__typename as string);

/**
 * A `JSON.stringify` replacer for the loader data that leaves out the `__typename` fields no screen reads:
 * codegen adds one to every selection set, and on a configurable product they were 787 of 55 KB (issue 21).
 * An entity's type name is kept on the outermost entity (what a route query answered, where the type is the
 * abstract `Entity`), not on the entities inside it, whose fields have one type (a product's variants and
 * related products, a category's children: `"Product"` 28 times on a configurable product, decision 0907).
 * The page builder's widgets (`WysiwygData`) keep theirs everywhere: `PageBuilder` switches on them.
 */
function withoutCacheTypenames(): (this: unknown, key: string, value: unknown) => unknown {
  // Objects and arrays inside an entity's object, marked as their holder is written (parents first).
  const insideEntity = new WeakSet<object>();
  return function replace(this: unknown, key: string, value: unknown) {
    const holder = this as object;
    const inside = insideEntity.has(holder);
    if (key === '__typename' && typeof value === 'string') {
      if (!discriminatingTypenames.has(value)) return undefined;
      if (inside && entityTypenames.has(value)) return undefined;
    }
    if (typeof value === 'object' && value !== null && (inside || isEntity(holder))) {
      insideEntity.add(value);
    }
    return value;
  };
}

/** React Router's own error serialization (`serializeErrors`, not exported), which its hydration reverses. */
function serializeErrors(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) {
        return [
          routeId,
          {
            message: error.message,
            __type: 'Error',
            ...(error.name === 'Error' ? {} : { __subType: error.name }),
          },
        ];
      }
      return [routeId, error];
    }),
  );
}

/** What HTML must not see inside a script element's text: `</script>`, `<!--`, and JS line terminators. */
const unsafeInScript = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string) =>
  json.replace(
    unsafeInScript,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The prefix of a reference to a shared value (`"~n"`; `{"~": n}` until decision 0900) and the key of the
 * table of shared values at the top.
 */
const refKey = '~';

/** A reference costs `"~n"`: an object or array is shared when it is longer and repeated. */
const minSharedLength = 16;

/**
 * Strings from this length are weighed for sharing (decision 0907): a string is shared when its uses (as
 * itself, and as the start of another: a variant's SKU `HAR-01334-49-S` starts with its product's) write fewer
 * bytes through references than in full. Shorter strings never pay for a reference.
 */
const minStringLength = 5;

/** The bytes of a reference as written, `"~n"` with its quotes, for a table of up to 999 entries. */
const referenceLength = 6;

/** Between a reference and the rest of a string that starts with the referred string: `"~n+rest"`. */
const prefixJoin = '+';

/** A reference as written: `~n`, or `~n+rest` for a string that starts with the shared string `n`. */
const referencePattern = /^~(\d+)(?:\+([\s\S]*))?$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Whether the data itself has strings or objects that would read as references (then nothing is shared). */
function looksLikeRef(node: Json): boolean {
  if (typeof node === 'string') return node.startsWith(refKey);
  return (
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    Object.keys(node).length === 1 &&
    refKey in node
  );
}

/**
 * Loader data with each repeated object, array or long string written once (issue 21, decision 0898). A
 * configurable product's variants repeat the same money objects (regular, final and minimum prices, incl. and
 * excl. tax, again in the price sheet) and picture paths: each repeated value above a few bytes goes once into
 * a table at the top (`"~": [...]`) and is referred to as `"~index"` wherever it appears; a string that
 * starts with a shared string is written `"~index+rest"` (decision 0903: a variant's name starts with its
 * product's). `parseRouterData` expands it again.
 */
export function shareRepeatedValues(root: Record<string, Json>): Record<string, Json> {
  // Hash-consing: equal objects and arrays get the same number, from their own keys and their children's
  // numbers (linear in the data, unlike comparing whole JSON texts), with their JSON length and count.
  const ids = new Map<object, number>();
  const bySignature = new Map<string, number>();
  const lengths: number[] = [];
  const counts: number[] = [];
  let clash = false;
  const scalar = (value: Json) => JSON.stringify(value);
  // Strings are shared too (a variant's picture path, the product's name repeated in each variant's): each
  // long string gets a number of its own the first time it is seen.
  const stringIds = new Map<string, number>();
  const visit = (node: Json): { signature: string; length: number } => {
    if (typeof node === 'string' && looksLikeRef(node)) clash = true;
    if (typeof node === 'string' && node.length >= minStringLength) {
      const text = scalar(node);
      let id = stringIds.get(node);
      if (id === undefined) {
        id = lengths.length;
        stringIds.set(node, id);
        lengths.push(text.length);
        counts.push(0);
      }
      counts[id]! += 1;
      return { signature: text, length: text.length };
    }
    if (typeof node !== 'object' || node === null) {
      const text = scalar(node);
      return { signature: text, length: text.length };
    }
    if (looksLikeRef(node)) clash = true;
    let signature = Array.isArray(node) ? '[' : '{';
    let length = 2;
    const entries: [string | number, Json][] = Array.isArray(node)
      ? node.map((value, index) => [index, value])
      : Object.entries(node);
    for (const [key, value] of entries) {
      const child = visit(value);
      const keyText = typeof key === 'number' ? '' : `${scalar(key)}:`;
      signature += `${keyText}${child.signature},`;
      length += keyText.length + child.length + 1;
    }
    let id = bySignature.get(signature);
    if (id === undefined) {
      id = lengths.length;
      bySignature.set(signature, id);
      lengths.push(length - (entries.length > 0 ? 1 : 0));
      counts.push(0);
    }
    counts[id]! += 1;
    ids.set(node, id);
    return { signature: `#${id}`, length: lengths[id]! };
  };
  visit(root);
  if (clash) return root;
  // Strings by their first characters, to find those a longer string starts with (a variant's name is its
  // product's name and its options: "… Classique" + " Noir S"; its SKU the product's and the option values).
  const byStart = (texts: Iterable<string>) => {
    const groups = new Map<string, string[]>();
    for (const text of texts) {
      const start = text.slice(0, minStringLength);
      const group = groups.get(start);
      if (group) group.push(text);
      else groups.set(start, [text]);
    }
    return groups;
  };
  // Each string's uses as the start of a longer string of the data (each occurrence of that string).
  const prefixUses = new Map<number, number>();
  for (const group of byStart(stringIds.keys()).values()) {
    if (group.length < 2) continue;
    for (const text of group) {
      for (const other of group) {
        if (other.length > text.length && other.startsWith(text)) {
          const id = stringIds.get(text)!;
          prefixUses.set(id, (prefixUses.get(id) ?? 0) + counts[stringIds.get(other)!]!);
        }
      }
    }
  }
  const sharedStrings = new Set<number>();
  for (const id of stringIds.values()) {
    // Written in full at each use, or once in the table (and a comma) with a reference at each use; as a
    // prefix, the reference saves the string's length but its quotes.
    const uses = counts[id]! + (prefixUses.get(id) ?? 0);
    const inFull = counts[id]! * lengths[id]! + (prefixUses.get(id) ?? 0) * (lengths[id]! - 2);
    if (uses > 1 && inFull > lengths[id]! + 1 + uses * referenceLength) sharedStrings.add(id);
  }
  const isString = new Set(stringIds.values());
  const shared = (id: number) =>
    isString.has(id) ? sharedStrings.has(id) : counts[id]! > 1 && lengths[id]! >= minSharedLength;
  const sharedByStart = byStart(
    [...stringIds].filter(([, id]) => shared(id)).map(([text]) => text),
  );
  const longestSharedPrefix = (text: string): string | undefined => {
    let best: string | undefined;
    for (const candidate of sharedByStart.get(text.slice(0, minStringLength)) ?? []) {
      if (candidate.length < text.length && text.startsWith(candidate)) {
        if (!best || candidate.length > best.length) best = candidate;
      }
    }
    return best;
  };
  // Indexes in order of first appearance, children before their parents: a table entry refers only to
  // entries before it, so the browser expands the table in one pass.
  const indexes = new Map<number, number>();
  const table: Json[] = [];
  /** A string as written: `"~n+rest"` when it starts with a shared string `n` (decision 0903), else itself. */
  const withSharedPrefix = (text: string): string => {
    const prefix = longestSharedPrefix(text);
    if (prefix === undefined) return text;
    // A shared string is always written as its reference `~n` (into the table first when it is new).
    return `${write(prefix) as string}${prefixJoin}${text.slice(prefix.length)}`;
  };
  const write = (node: Json): Json => {
    if (typeof node === 'string' && node.length >= minStringLength) {
      const id = stringIds.get(node)!;
      if (!shared(id)) return withSharedPrefix(node);
      const known = indexes.get(id);
      if (known !== undefined) return `${refKey}${known}`;
      const written = withSharedPrefix(node);
      indexes.set(id, table.length);
      table.push(written);
      return `${refKey}${table.length - 1}`;
    }
    if (typeof node !== 'object' || node === null) return node;
    const id = ids.get(node)!;
    const known = indexes.get(id);
    if (known !== undefined) return `${refKey}${known}`;
    const written: Json = Array.isArray(node)
      ? node.map(write)
      : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, write(value)]));
    if (!shared(id)) return written;
    indexes.set(id, table.length);
    table.push(written);
    return `${refKey}${table.length - 1}`;
  };
  const body = Object.fromEntries(Object.entries(root).map(([key, value]) => [key, write(value)]));
  return table.length > 0 ? { [refKey]: table, ...body } : body;
}

/** The data `shareRepeatedValues` wrote, expanded (each reference a fresh copy: nothing shares an object). */
export function expandSharedValues(data: Record<string, unknown>): Record<string, unknown> {
  const table = data[refKey];
  if (!Array.isArray(table)) return data;
  const expanded: unknown[] = [];
  const expand = (node: unknown): unknown => {
    // A copy, so that a screen changing its data never changes another place's.
    if (typeof node === 'string' && node.startsWith(refKey)) {
      const [, index, rest] = referencePattern.exec(node) ?? [];
      const value = expanded[Number(index)];
      return rest === undefined ? structuredCopy(value) : `${value as string}${rest}`;
    }
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map(expand);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expand(value)]));
  };
  for (const entry of table) expanded.push(expand(entry));
  const { [refKey]: _table, ...body } = data;
  return expand(body) as Record<string, unknown>;
}

/** The key of the table of key lists at the top, and the prefix of an object written as an array. */
const shapeKey = '^';

/**
 * Data with each object of two keys or more whose key list repeats (a money object's `amount` and
 * `currency`, a variant's `attributes` and `product`) written as an array of its values behind the key list's
 * number, `["^n", ...]`, the key lists once in a table at the top (`"^": [[...keys], ...]`). The keys were
 * half of a configurable product's router data once repeated values were shared (issue 21, decision 0900).
 * Data with an array that starts with such a string is written as it is. `expandShapes` reverses it.
 */
export function writeShapes(root: Record<string, Json>): Record<string, Json> {
  const counts = new Map<string, number>();
  let clash = false;
  const count = (node: Json) => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      if (typeof node[0] === 'string' && node[0].startsWith(shapeKey)) clash = true;
      node.forEach(count);
      return;
    }
    const keys = JSON.stringify(Object.keys(node));
    counts.set(keys, (counts.get(keys) ?? 0) + 1);
    Object.values(node).forEach(count);
  };
  Object.values(root).forEach(count);
  if (clash || shapeKey in root) return root;
  const shapes: string[][] = [];
  const numbers = new Map<string, number>();
  const write = (node: Json): Json => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map(write);
    const keys = Object.keys(node);
    const list = JSON.stringify(keys);
    // A one-key object gains little and stays readable: the deferred data's `{"$deferred": id}` markers.
    if (keys.length < 2 || counts.get(list)! < 2) {
      return Object.fromEntries(keys.map((key) => [key, write(node[key]!)]));
    }
    let number = numbers.get(list);
    if (number === undefined) {
      number = shapes.length;
      numbers.set(list, number);
      shapes.push(keys);
    }
    return [`${shapeKey}${number}`, ...keys.map((key) => write(node[key]!))];
  };
  const body = Object.fromEntries(Object.entries(root).map(([key, value]) => [key, write(value)]));
  return shapes.length > 0 ? { [shapeKey]: shapes, ...body } : body;
}

/** The data `writeShapes` wrote, with its objects again. */
export function expandShapes(data: Record<string, unknown>): Record<string, unknown> {
  const shapes = data[shapeKey] as string[][] | undefined;
  if (!Array.isArray(shapes)) return data;
  const expand = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      const [head, ...values] = node as unknown[];
      if (typeof head !== 'string' || !head.startsWith(shapeKey)) return node.map(expand);
      const keys = shapes[Number(head.slice(1))]!;
      return Object.fromEntries(keys.map((key, index) => [key, expand(values[index])]));
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expand(value)]));
  };
  const { [shapeKey]: _shapes, ...body } = data;
  return expand(body) as Record<string, unknown>;
}

/**
 * A JSON value (plain data) with repeated values and repeated key lists written once: the router data's and
 * the deferred data blocks' encoding (decisions 0898, 0900). `unpackJson` reverses it.
 */
export function packJson(value: unknown): Record<string, unknown> {
  const plain = JSON.parse(JSON.stringify(value)) as Record<string, Json>;
  return writeShapes(shareRepeatedValues(plain));
}

/** The data `packJson` wrote. */
export function unpackJson(data: Record<string, unknown>): Record<string, unknown> {
  return expandSharedValues(expandShapes(data));
}

function structuredCopy(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map(structuredCopy);
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      structuredCopy(value),
    ]),
  );
}

/**
 * The router's hydration data as the text of a JSON data block, serialized once (issue 21 item 1, decision
 * 0893). React Router's own script wrote `JSON.parse("…")`: the JSON inside a JavaScript string, so every
 * quote of the data cost two bytes, and it needed the CSP nonce. A data block is parsed as it is. Repeated
 * values are written once (`shareRepeatedValues`, decision 0898), then repeated key lists (`writeShapes`,
 * decision 0900).
 */
export function routerDataJson(context: StaticHandlerContext): string {
  const state = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  // The key stands for the state with nothing left out (promises are their `$deferred` markers, their
  // `toJSON`); the replacer pass that drops `__typename`s runs only on a miss (decision 0920). Levels: the
  // state → loader data → a route's data → a screen's → the query results in it.
  const key = stateKey(state, 5)!;
  let encoded = encodedRouterData.get(key);
  if (encoded === undefined) {
    encoded = encodeRouterData(state);
    encodedRouterData.set(key, encoded);
  }
  return encoded;
}

/** Objects met in router data before, by identity: their number in the memo's keys (see `stateKey`). */
const objectNumbers = new WeakMap<object, number>();
let nextObjectNumber = 0;

/**
 * The memo key of router data: its JSON, where an object met in router data before is written `#n`, its
 * number, instead of its text. The GraphQL response cache hands every request the same result objects (never
 * changed: other requests share them), and the loaders wrap them in objects of their own per request, so a
 * page rendered again writes a key of ~100 characters instead of serializing ~60 kB. Two keys are equal only
 * for equal data: a number stands for one object, whose content does not change. The same data in other
 * objects gets another key, so one more encoding, never a wrong one. Wrappers are written from their
 * members down to `depth` levels; deeper, an object met for the first time is serialized whole.
 */
function stateKey(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) {
    return JSON.stringify(value);
  }
  const number = objectNumbers.get(value);
  if (number !== undefined) return `#${number}`;
  objectNumbers.set(value, nextObjectNumber++);
  if (depth === 0 || Array.isArray(value)) return JSON.stringify(value);
  let text = '';
  for (const [name, member] of Object.entries(value)) {
    const memberText = stateKey(member, depth - 1);
    if (memberText !== undefined) text += `${text ? ',' : ''}${JSON.stringify(name)}:${memberText}`;
  }
  return `{${text}}`;
}

function encodeRouterData(state: Record<string, unknown>): string {
  // Unused `__typename`s go in this first pass.
  const plain = JSON.parse(JSON.stringify(state, withoutCacheTypenames())) as Record<string, Json>;
  return escapeForScript(JSON.stringify(writeShapes(shareRepeatedValues(plain))));
}

/**
 * The encoded blocks of the data rendered last, by the JSON they encode (the encoding is a function of it).
 * Encoding a configurable product's data costs about 2.5 ms of its 17 ms render (issue 21 profile), and the
 * same data is rendered again whenever the HTML cache cannot answer: a signed-in customer (their group's
 * prices make other data, and another key), a purged or expired page whose data did not change, a bench.
 * The 32 blocks used last are kept (a key is the page's data, ~20–100 k characters).
 */
const encodedRouterData = /* @__PURE__ */ createBoundedMemo<string, string>(32);

/** The router data block's text as the router's hydration state (key lists and shared values expanded). */
export function parseRouterData(text: string): HydrationState & Record<string, unknown> {
  return unpackJson(JSON.parse(text) as Record<string, unknown>) as HydrationState &
    Record<string, unknown>;
}

/**
 * In the browser, before the router is created (and before lazy routes read it): the server's data block
 * becomes `window.__staticRouterHydrationData`, where React Router's `createBrowserRouter` reads it.
 */
export function readRouterData(doc: Document = document): void {
  const block = doc.getElementById(routerDataId);
  if (!block?.textContent) return;
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData =
    parseRouterData(block.textContent);
}
