/** The text of a PDF read back with pdf.js: the after-sales tests and the end-to-end journeys read invoices with it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF, page after page, as a reader (or a screen reader) extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // Errors only: extracting text needs no glyph data, so the missing standard-font files are not worth a warning.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await task.destroy();
  return pages.join('\n');
}
