/**
 * The render of a page whose data has all come (src/render/renderApp.server.tsx `renderWhole`, decision 0916):
 * `renderToString` when it gives what the stream gives, the stream otherwise.
 */
import { type Readable } from 'node:stream';
import { type ReactNode, Suspense, useId } from 'react';
import { Await } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { deferData } from '../data/deferred/deferData';
import { loaderDataSettled, renderWhole } from './renderApp.server';

async function text(body: Readable | string): Promise<string> {
  if (typeof body === 'string') return body;
  let html = '';
  for await (const chunk of body) html += String(chunk);
  return html;
}

function Labelled({ name }: { name: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {name}
      <input id={id} />
    </label>
  );
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <main>
      <Labelled name="first" />
      <Suspense fallback={<p>loading</p>}>
        <Labelled name="second" />
        {children}
      </Suspense>
    </main>
  );
}

function Throws(): never {
  throw new Error('boom');
}

describe('renderWhole', () => {
  it('gives the stream’s HTML as one string when nothing waits', async () => {
    const whole = await renderWhole(<Page />, { settled: true });
    expect(typeof whole).toBe('string');
    expect(whole).toBe(await text(await renderWhole(<Page />, { settled: false })));
    expect(whole).toContain('<!--$--><label');
  });

  it('leaves a boundary that suspends to the stream, which waits for it', async () => {
    let resolve!: (value: string) => void;
    const later = new Promise<string>((done) => (resolve = done));
    const body = renderWhole(
      <Page>
        <Await resolve={later}>{(value: string) => <p>{value}</p>}</Await>
      </Page>,
      { settled: true },
    );
    resolve('arrived');
    const html = await text(await body);
    expect(html).toContain('<p>arrived</p>');
    expect(html).not.toContain('<!--$!');
  });

  it('keeps the nonce on React’s inline scripts (a form action’s replay)', async () => {
    const node = (
      <form action={async () => {}}>
        <button type="submit">Send</button>
      </form>
    );
    const html = await text(await renderWhole(node, { settled: true, nonce: 'n0nce' }));
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).not.toContain('<script>');
  });

  it('fails as the stream does when the shell throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWhole(<Throws />, { settled: true })).rejects.toThrow('boom');
    // The stream reported it (the string attempt does not log).
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('fails as the stream does when a boundary throws in the shell’s task', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderWhole(
        <Page>
          <Throws />
        </Page>,
        { settled: true },
      ),
    ).rejects.toThrow('boom');
    errors.mockRestore();
  });

  it('leaves a render whose deadline has passed to the stream, which fails it as before', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    // `renderToString` would give the whole page; the stream aborts before its shell.
    await expect(
      renderWhole(<Page />, { settled: true, signal: controller.signal }),
    ).rejects.toThrow('deadline');
    errors.mockRestore();
  });
});

describe('loaderDataSettled', () => {
  it('is true without promises, and for settled deferred values, which <Await> then renders at once', async () => {
    expect(await loaderDataSettled({ root: { shop: 'Truffe' }, page: null })).toBe(true);
    const footer = deferData('footer', Promise.resolve('blocks'));
    const failed = deferData('menu', Promise.reject(new Error('down')));
    expect(await loaderDataSettled({ root: { footer, failed } })).toBe(true);
    const html = await renderWhole(
      <Page>
        <Await resolve={footer}>{(value: string) => <p>{value}</p>}</Await>
        <Await resolve={failed} errorElement={<p>no menu</p>}>
          {() => <p>menu</p>}
        </Await>
      </Page>,
      { settled: true },
    );
    expect(html).toBeTypeOf('string');
    expect(html).toContain('<p>blocks</p>');
    expect(html).toContain('<p>no menu</p>');
  });

  it('is false while a deferred value is pending; the stream renders it when it settles', async () => {
    let resolve!: (value: string) => void;
    const pending = deferData('slow', new Promise<string>((done) => (resolve = done)));
    expect(await loaderDataSettled({ page: { pending } })).toBe(false);
    const body = renderWhole(
      <Page>
        <Await resolve={pending}>{(value: string) => <p>{value}</p>}</Await>
      </Page>,
      { settled: false },
    );
    setTimeout(() => resolve('late'), 20);
    expect(await text(await body)).toContain('<p>late</p>');
  });
});
