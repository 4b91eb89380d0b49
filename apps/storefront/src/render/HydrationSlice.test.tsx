/**
 * @vitest-environment happy-dom
 */
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { HydrationMarker, HydrationSlice } from './HydrationSlice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What ran, in order: each part's effect, and when `<html data-hydrated>` appeared. */
let log: string[] = [];

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    log.push(`${name} hydrated${document.documentElement.dataset.hydrated ? ' (marked)' : ''}`);
  }, [name]);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <div>
      <HydrationMarker />
      <Part name="root" />
      <HydrationSlice>
        <Part name="main" />
      </HydrationSlice>
      <HydrationSlice>
        <Part name="footer" />
        <HydrationSlice>
          <Part name="nested" />
        </HydrationSlice>
      </HydrationSlice>
    </div>
  );
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  log = [];
});

describe('HydrationSlice', () => {
  it('hydrates each slice after the root and marks the page once every slice has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // Each slice is a complete server boundary: the page is whole before (and without) JavaScript.
    expect(container.innerHTML.match(/<!--\$-->/g)).toHaveLength(3);
    expect(container.textContent).toBe('root 0main 0footer 0nested 0');

    const marked = new Promise<void>((resolve) => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated) resolve();
      }).observe(document.documentElement, { attributes: true });
    });
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await marked;
    // The root commits first, each slice after it (one commit each), and only then is the page marked.
    expect(log[0]).toBe('root hydrated');
    expect(log.slice(1).sort()).toEqual(['footer hydrated', 'main hydrated', 'nested hydrated']);
    expect(document.documentElement.dataset.hydrated).toBe('true');

    // A hydrated slice answers presses like the rest of the page.
    const footer = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('footer'),
    );
    await act(async () => footer?.click());
    expect(footer?.textContent).toBe('footer 1');
  });

  it('stays inline in the streamed HTML whatever its size, with the render options of renderApp', async () => {
    const big = 'x'.repeat(20_000);
    const read = async (progressiveChunkSize?: number) => {
      const stream = await renderToReadableStream(
        <div>
          <HydrationSlice>
            <p>{big}</p>
          </HydrationSlice>
        </div>,
        progressiveChunkSize === undefined ? {} : { progressiveChunkSize },
      );
      await stream.allReady;
      return new Response(stream).text();
    };
    // React's default outlines a completed boundary past 12.8 kB (hidden content swapped in by a script):
    // renderApp.server.tsx raises the limit so that a slice is in place without JavaScript.
    expect(await read()).toContain('<template');
    const html = await read(Number.MAX_SAFE_INTEGER);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('hidden');
    expect(html).toContain(`<!--$--><p>${big}</p><!--/$-->`);
  });
});
