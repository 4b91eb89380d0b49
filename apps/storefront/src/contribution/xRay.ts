/**
 * X-ray mode (spec §4 contribution): every CMS page and block on the page is outlined and labelled with what it
 * is and its identifier, so that an editor sees which content to change. The rules are added to the document by
 * the contribution toolbar only while an editor has the mode on: visitors' pages never carry them (and the
 * shared stylesheet stays as small as it is). The CSP allows inline styles (`style-src 'unsafe-inline'`).
 */

/** The labels of the two kinds of content, in the page's language. */
export interface XRayLabels {
  block: string;
  page: string;
}

/** A CSS string literal of `text` (quotes and backslashes escaped, no line breaks). */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`).replace(/[\r\n]+/g, ' ')}"`;
}

/** The style sheet of x-ray mode. */
export function xRayStyles(labels: XRayLabels): string {
  const label = `position: absolute; top: 0; left: 0; z-index: 1; padding: 2px 6px; font: 600 12px/1.4 system-ui,
    sans-serif; color: #fff; background: #8c1d18; pointer-events: none;`;
  return [
    `[data-cms-block], [data-cms-page] { position: relative; outline: 2px dashed #8c1d18; outline-offset: 2px; }`,
    `[data-cms-block]::before { content: ${cssString(`${labels.block} · `)} attr(data-cms-block); ${label} }`,
    `[data-cms-page]::before { content: ${cssString(`${labels.page} · `)} attr(data-cms-page); ${label} }`,
  ].join('\n');
}

/** Turns x-ray mode on in this document; the function returned turns it off. */
export function showXRay(document: Document, labels: XRayLabels): () => void {
  const style = document.createElement('style');
  style.dataset.xray = '';
  style.textContent = xRayStyles(labels);
  document.head.append(style);
  document.documentElement.dataset.xray = 'on';
  return () => {
    style.remove();
    delete document.documentElement.dataset.xray;
  };
}
