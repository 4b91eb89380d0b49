import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';

import { createBoundedMemo } from '@truffe/graphql/client';

import { packJson } from '../../render/hydrationData';
import { deferredCarrierId } from './deferData';

/** What the carrier element holds: the value, or that it failed on the server. */
export type DeferredPayload<T> = { value: T } | { error: true };

const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => jsonEscapes[character]!,
  );
}

/**
 * The server's carrier text by the JSON it encodes (the encoding is a function of it): the menu's featured
 * products and the footer's blocks are the same on every page, and packing them again cost ~0.3 ms of each
 * uncached render (issue 21 profile, decision 0908). The 32 texts used last are kept.
 */
const packedCarriers = /* @__PURE__ */ createBoundedMemo<string, string>(32);

export function serverCarrierJson(payload: unknown): string {
  const key = JSON.stringify(payload);
  let json = packedCarriers.get(key);
  if (json === undefined) {
    json = scriptSafeJson(packJson(payload));
    packedCarriers.set(key, json);
  }
  return json;
}

function Carrier<T>({ id, payload }: { id: string; payload: DeferredPayload<T> }) {
  // A JSON data block: never executed (so no CSP nonce needed), read once by the browser to hydrate. The
  // server writes its repeated values and key lists once, as in the router data (the menu's featured products
  // and the footer's page-builder nodes, on every page: issue 21, decision 0900); the browser's own render of
  // the block is never read, and leaving the encoder out of the bundle keeps the shell's JavaScript lighter.
  const json = import.meta.env.SSR ? serverCarrierJson(payload) : scriptSafeJson(payload);
  return (
    <script
      type="application/json"
      id={deferredCarrierId(id)}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export interface DeferredDataProps<T> {
  /** The id given to `deferData` in the loader. */
  id: string;
  /** The deferred promise from the loader data. */
  resolve: Promise<T>;
  /** Shown until the data arrives (server: streamed in later; browser: while loading). */
  fallback: ReactNode;
  /** Shown when the data could not be loaded. @defaultValue nothing */
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Renders non-critical loader data when it arrives: React streams it into the page in a Suspense boundary,
 * with the value as a JSON data block beside it, which the browser's hydration reads (src/data/deferred/
 * reviveDeferredData.ts) instead of fetching the data again.
 */
export function DeferredData<T>({
  id,
  resolve,
  fallback,
  errorElement = null,
  children,
}: DeferredDataProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await
        resolve={resolve}
        errorElement={
          <>
            <Carrier id={id} payload={{ error: true }} />
            {errorElement}
          </>
        }
      >
        {(value: T) => (
          <>
            <Carrier id={id} payload={{ value }} />
            {children(value)}
          </>
        )}
      </Await>
    </Suspense>
  );
}
