/**
 * Makes the files of the seeded downloadable products (decision 0762): for each guide of
 * `seed/catalog/downloadableProducts.ts`, a one-page sample (`data/downloads/samples/<slug>.pdf`, the link's
 * `sample_url`) and the purchased file (`data/downloads/files/<slug>.pdf`), small real PDFs drawn with pdfkit.
 * The files are committed; run again (`pnpm --filter @truffe/commerce exec tsx scripts/downloadFiles.ts`) only
 * when the guides change. Fixed creation dates keep the bytes the same from one run to the next.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import PDFDocument from 'pdfkit';

import { downloadsRoot } from '../src/afterSales/downloads';
import { downloadableNames } from '../src/seed/catalog/downloadableProducts';
import { slugify } from '../src/seed/random';

function pdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Truffe', CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(12);
  for (const line of lines) doc.text(line).moveDown(0.5);
  doc.end();
  return done;
}

for (const [fr, en] of downloadableNames) {
  const slug = slugify(en);
  const sample = await pdf(`${fr} — extrait / ${en} — sample`, [
    'Extrait gratuit. Le guide complet est disponible dans votre compte après achat.',
    'Free sample. The full guide is in your account once bought.',
  ]);
  const full = await pdf(`${fr} / ${en}`, [
    'Guide complet — merci pour votre achat chez Truffe.',
    'Full guide — thank you for buying from Truffe.',
    'Chapitre 1 / Chapter 1 : une gamelle, une routine / one bowl, one routine.',
  ]);
  for (const [folder, bytes] of [
    ['samples', sample],
    ['files', full],
  ] as const) {
    const dir = join(downloadsRoot, 'downloads', folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${slug}.pdf`), bytes);
    console.log(`${folder}/${slug}.pdf (${bytes.length} bytes)`);
  }
}
