/**
 * @vitest-environment happy-dom
 */
import { act, type ReactNode, Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { HydrationMarker, HydrationSlice } from './HydrationSlice';
import { lazyPart } from './lazyPart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {label} {clicks}
    </button>
  );
}

/** A part whose code arrives when the test says so; `imports` counts the loads. */
function deferredPart(options?: Parameters<typeof lazyPart>[1]) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const state = { imports: 0 };
  const Part = lazyPart(async () => {
    state.imports += 1;
    await arrived;
    return Counter;
  }, options);
  return { Part, arrive, state };
}

/** The server's copy of a part, its code loaded (the loader awaits it before rendering). */
async function loadedPart(options?: Parameters<typeof lazyPart>[1]) {
  const { Part, arrive } = deferredPart(options);
  const loading = Part.load();
  arrive();
  await loading;
  return Part;
}

/**
 * The page's HTML from the server's copy of a part, hydrated with the browser's copy whose code arrives late:
 * the server's element stays, unhydrated and without a mismatch, until the code arrives; then the page is
 * hydrated and the same element works.
 */
async function expectHydratesWhenCodeArrives(
  page: (Part: ReturnType<typeof lazyPart<{ label: string }>>) => ReactNode,
  label: string,
  options?: Parameters<typeof lazyPart>[1],
) {
  const html = renderToString(page(await loadedPart(options)));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const button = container.querySelector('button')!;

  // The browser's own copy of the part, not loaded yet when hydration starts.
  const browser = deferredPart(options);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browser.Part), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(browser.state.imports).toBe(1);
  // Still the server's element, not hydrated: the page is not marked hydrated yet.
  expect(container.querySelector('button')).toBe(button);
  expect(document.documentElement.dataset.hydrated).toBeUndefined();

  await act(async () => browser.arrive());
  expect(document.documentElement.dataset.hydrated).toBe('true');
  expect(container.querySelector('button')).toBe(button);
  await act(async () => button.click());
  expect(button.textContent).toBe(`${label} 1`);
  expect(errors).toEqual([]);
  return html;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('renders at once on the server once loaded, in a complete boundary; the code loads once', async () => {
    const { Part, arrive, state } = deferredPart();
    const loading = Part.load();
    arrive();
    await Promise.all([loading, Part.load()]);
    expect(state.imports).toBe(1);
    expect(renderToString(<Part label="Size" />)).toMatch(
      /^<!--\$--><button type="button">Size.*0<\/button><!--\/\$-->$/,
    );
  });

  it('keeps the server HTML while its code loads in the browser, then hydrates it without a mismatch', async () => {
    await expectHydratesWhenCodeArrives(
      (Part) => (
        <div>
          <HydrationMarker />
          <Part label="Size" />
        </div>
      ),
      'Size',
    );
  });

  it('keeps the part mounted when the screen renders again after its code arrived late', async () => {
    const server = { Part: await loadedPart() };
    const html = renderToString(
      <div>
        <server.Part label="Size" />
        <input aria-label="Colour" />
      </div>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const browser = deferredPart();
    function Screen() {
      const [label, setLabel] = useState('Size');
      return (
        <div>
          <browser.Part label={label} />
          <input aria-label="Colour" onInput={() => setLabel('Colour')} />
        </div>
      );
    }
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Screen />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => browser.arrive());
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('Size 1');

    // A choice elsewhere on the screen (a swatch, a quantity) renders the part again: the same element, its state
    // and the shopper's focus stay (switching from the lazy wrapper to the loaded component would remount it).
    button.focus();
    const relabel = container.querySelector('input')!;
    await act(async () => relabel.dispatchEvent(new Event('input', { bubbles: true })));
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Colour 1');
    expect(document.activeElement).toBe(button);
    expect(errors).toEqual([]);
  });

  it("without a slice of its own, renders no boundary and hydrates inside the screen's slice when its code arrives", async () => {
    const Server = await loadedPart({ slice: false });
    expect(renderToString(<Server label="Related" />)).toMatch(
      /^<button type="button">Related.*0<\/button>$/,
    );
    // A heading first: the slice's useId differs from the earlier tests' (HydrationSlice remembers the slices
    // that hydrated, by id, for the page's lifetime).
    const html = await expectHydratesWhenCodeArrives(
      (Part) => (
        <div>
          <h2>Related</h2>
          <HydrationMarker />
          <HydrationSlice>
            <Part label="Related" />
          </HydrationSlice>
        </div>
      ),
      'Related',
      { slice: false },
    );
    // One boundary: the screen's slice.
    expect(html.match(/<!--\$-->/g)).toHaveLength(1);
  });
});

describe('lazyPart on demand', () => {
  it('keeps the server HTML without loading its code while hydrating, and hydrates once something loads it', async () => {
    const options = { slice: false, hydrate: 'on-demand' } as const;
    const server = await loadedPart(options);
    const page = (Part: typeof server) => (
      <div>
        {/* Three elements before the slice: a useId of its own (see above). */}
        <h3>On demand</h3>
        <p>Header</p>
        <p>Menu</p>
        <HydrationMarker />
        <HydrationSlice onDemand={{ loadStarted: Part.loadStarted, hydrated: () => {} }}>
          <Part label="Menu" />
        </HydrationSlice>
      </div>
    );
    const html = renderToString(page(server));
    expect(html.match(/<!--\$-->/g)).toHaveLength(1);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;

    const browser = deferredPart(options);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(browser.Part), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Nothing asked for the code: not loaded, the server's element stays, and the page is marked hydrated
    // without waiting for it.
    expect(browser.state.imports).toBe(0);
    expect(browser.Part.loadStarted()).toBe(false);
    expect(container.querySelector('button')).toBe(button);
    expect(document.documentElement.dataset.hydrated).toBe('true');

    // The first interaction loads it: the same element hydrates and works.
    const loading = browser.Part.load();
    await act(async () => {
      browser.arrive();
      await loading;
    });
    expect(browser.state.imports).toBe(1);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Menu 1');
    expect(errors).toEqual([]);
  });

  it('loads its code at once when the browser renders it from scratch', async () => {
    const browser = deferredPart({ slice: false, hydrate: 'on-demand' });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={null}>
          <browser.Part label="Footer" />
        </Suspense>,
      );
    });
    expect(browser.state.imports).toBe(1);
    expect(container.querySelector('button')).toBeNull();
    await act(async () => browser.arrive());
    expect(container.querySelector('button')?.textContent).toBe('Footer 0');
    act(() => root.unmount());
  });
});

describe('HydrationSlice on demand', () => {
  it('holds the page marker for a part whose code was asked for before the slice committed', async () => {
    const options = { slice: false, hydrate: 'on-demand' } as const;
    const server = await loadedPart(options);
    const hydrated: string[] = [];
    const page = (Part: typeof server) => (
      <div>
        {/* Elements before the slice: its useId differs from the earlier tests' (see above). */}
        <h4>Hinted</h4>
        <p>With the cart hint</p>
        <HydrationMarker />
        <HydrationSlice
          onDemand={{ loadStarted: Part.loadStarted, hydrated: () => hydrated.push('cart') }}
        >
          <Part label="Cart" />
        </HydrationSlice>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    document.body.append(container);

    const browser = deferredPart(options);
    // Asked for at start (the cart hint), before hydrating.
    const loading = browser.Part.load();
    await act(async () => {
      hydrateRoot(container, page(browser.Part));
    });
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(hydrated).toEqual([]);
    await act(async () => {
      browser.arrive();
      await loading;
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(hydrated).toEqual(['cart']);
  });
});
