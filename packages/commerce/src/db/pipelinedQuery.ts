import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * PGlite's `query` in one call into the engine (decision 0852). `PGlite.query` sends the extended protocol one
 * message at a time — Parse, Describe statement (to learn the parameter types it serializes by), Bind, Describe
 * portal, Execute, Sync: six calls into WebAssembly, each with its own await and message parsing, which cost more
 * than the statements of a product page themselves (EXPLAIN: 0.05–0.5 ms each). This sends the same messages at
 * once, with the parameters as text serialized by their JavaScript type (what PostgreSQL's input functions read
 * for the type the statement gives them), and parses the answer with PGlite's own result parser: same rows,
 * same types, same errors. Under the same two locks as `query` (no statement interleaves with a transaction).
 * Reads are also kept as prepared statements (parsed and analysed once, planned per call). Anything unusual
 * (blobs, explicit parameter types, binary or nested array parameters) goes to `query`. Measured on the
 * product page's statements at `medium`: 0.35–0.55 × the time of `query` (bench/results/server-log.md).
 */

type Query = PGlite['query'];

/** PGlite's locks (runtime methods of BasePGlite that `query` takes; not in its public types). */
interface Locks {
  _runExclusiveTransaction?<T>(work: () => Promise<T>): Promise<T>;
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  parsers?: Parameters<typeof parse.parseResults>[1];
}

const notText = Symbol('not text');

/** An array element in PostgreSQL's array literal syntax: every element quoted, `"` and `\` escaped. */
function arrayElement(value: unknown): string | typeof notText {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return `"${String(value)}"`;
  return notText;
}

/** The text a parameter is sent as, as PGlite's serializers would write it for the statement's type. */
export function parameterText(value: unknown): string | null | typeof notText {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      // `true` / `false` are valid boolean input, and what PGlite writes for a boolean in a text context.
      return String(value);
    default:
      break;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const elements = value.map(arrayElement);
    return elements.includes(notText) ? notText : `{${elements.join(',')}}`;
  }
  if (value instanceof Uint8Array || ArrayBuffer.isView(value)) return notText;
  if (typeof value === 'object')
    return JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    );
  return notText;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** Reads kept as named prepared statements (parsed and analysed once); least recently used closed first. */
const maxPrepared = 200;
/** Longer texts (bulk writes, seeds) are not worth keeping. */
const maxPreparedText = 8_000;

/**
 * `client.query` sending each statement's messages in one call (see the module comment). Reads (`SELECT`,
 * `WITH`) become named prepared statements on first use: later calls send Bind, Describe, Execute and Sync
 * only, so PostgreSQL does not parse and analyse them again. Their plans are made for each call's values
 * (`plan_cache_mode = force_custom_plan`, set by the caller): the same plans as unnamed statements.
 */
export function pipelinedQuery(client: PGlite): Query {
  const query = client.query.bind(client) as Query;
  const locks = client as unknown as Locks;
  const transactionLock = locks._runExclusiveTransaction?.bind(client);
  if (!transactionLock) return query;
  const { serialize } = protocol;
  const prepared = new Map<string, string>();
  let names = 0;

  const run = (message: Uint8Array) =>
    transactionLock(() => locks.runExclusive(() => client.execProtocol(message)));
  const close = (name: string) =>
    run(concat([serialize.close({ type: 'S', name }), serialize.sync()])).catch(() => undefined);

  return async function pipelined<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return query<T>(text, params, options);
    const values: (string | null)[] = [];
    for (const param of params) {
      const value = parameterText(param);
      if (value === notText) return query<T>(text, params, options);
      values.push(value);
    }
    const execute = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    const known = prepared.get(text);
    const keep =
      !known && text.length <= maxPreparedText && /^\s*(select|with)\b/i.test(text)
        ? `truffe_${(names += 1)}`
        : undefined;
    let messages;
    try {
      if (known) {
        prepared.delete(text);
        prepared.set(text, known);
      }
      // The engine runs the whole message, Sync included, before the answer is read: after an error it
      // is ready for the next statement, as after `query`.
      ({ messages } = await run(
        concat([
          ...(known ? [] : [serialize.parse({ text, name: keep })]),
          serialize.bind({ statement: known ?? keep, values }),
          ...execute,
        ]),
      ));
    } catch (error) {
      if (known) {
        // A statement that no longer fits its tables (a migration) is parsed again next time.
        prepared.delete(text);
        await close(known);
      } else if (keep) await close(keep);
      throw error;
    }
    if (keep) {
      prepared.set(text, keep);
      if (prepared.size > maxPrepared) {
        const [oldestText, oldest] = prepared.entries().next().value as [string, string];
        prepared.delete(oldestText);
        await close(oldest);
      }
    }
    return parse.parseResults(messages, locks.parsers ?? {}, options)[0] as Results<T>;
  } as Query;
}
