import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { splicedBody } from './pageRender';

/** What a body writes to a stream, and whether it ended it. */
async function written(body: ReturnType<typeof splicedBody>) {
  const chunks: string[] = [];
  let ended = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
    final(callback) {
      ended = true;
      callback();
    },
  });
  const finished = new Promise((resolve) => sink.once('finish', resolve));
  body.pipe(sink);
  await finished;
  return { text: chunks.join(''), ended };
}

describe('splicedBody: the rendered body in the place Vike kept for it (decision 0925)', () => {
  const marker = '<!--truffe-body-test-->';
  const document = `<!DOCTYPE html><html><head><title>T</title></head><body><div id="root">${marker}</div><script src="/entry.js"></script></body></html>`;

  it('writes the document with the body in the marker’s place, once, and ends the stream', async () => {
    const body = splicedBody(document, marker, '<main><h1>Croquettes</h1></main>');
    const expected =
      '<!DOCTYPE html><html><head><title>T</title></head><body><div id="root"><main><h1>Croquettes</h1></main></div><script src="/entry.js"></script></body></html>';
    expect(await written(body)).toEqual({ text: expected, ended: true });
    expect(await body.getBody()).toBe(expected);
  });

  it('keeps a body’s text as it is, replacement patterns included', async () => {
    const html = '<p>$& $1 $$ $` — 12,90 €</p>';
    const body = await splicedBody(document, marker, html).getBody();
    expect(body).toContain(`<div id="root">${html}</div>`);
    expect(body).not.toContain(marker);
  });

  it('refuses a document without the marker rather than send a page without its content', () => {
    expect(() => splicedBody('<html><body></body></html>', marker, '<main></main>')).toThrow(
      'The rendered document has no place for its body',
    );
  });
});
