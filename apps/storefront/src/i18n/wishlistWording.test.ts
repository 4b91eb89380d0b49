import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * One word for one thing (brief 17 item 4, decision 0930): the spec says "wishlist" (§1, §2, §3), so every
 * English text a shopper reads says "wishlist" — the pages', the header's and the commerce layer's refusals
 * alike, where the pages said "wish list" and the refusals "wishlist". French says "liste d’envies" everywhere.
 * The sources are read, so that a text of any module (messages, route titles, refusals) is checked, and the
 * failure names the file and line to fix. Comments are prose for developers and are left out.
 */
const roots = ['../../src', '../../../../packages/commerce/src'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // The back office is another application, with its own wording (not the shop's).
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const comment = /^\s*(\/\/|\*|\/\*)/;

function linesMatching(pattern: RegExp): string[] {
  return roots.flatMap((root) =>
    sourceFiles(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) && !comment.test(line)
            ? [`${file.slice(root.length)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    ),
  );
}

describe('the wishlist’s name', () => {
  it('is "wishlist" in every English text, as in the spec', () => {
    expect(linesMatching(/wish list/i)).toEqual([]);
  });

  it('is "liste d’envies" in every French text', () => {
    expect(linesMatching(/liste de souhaits|\bfavoris\b|liste d'envies/i)).toEqual([]);
  });

  it('reads the real sources (the English catalogue names it)', () => {
    expect(linesMatching(/"My wishlist"/).length).toBeGreaterThan(0);
  });
});
