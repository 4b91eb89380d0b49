import type { GatewayCharge } from './chargeFile';
import type { CardField, CardFormValues } from './cardForm';
import { gatewayMessages, type GatewayLang, type GatewayMessageKey } from './pageMessages';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

export interface PageContext {
  lang: GatewayLang;
  basePath: string;
  /** Nonce of the page's one inline style sheet. */
  nonce: string;
  /** Path and query of this page, for the language switch. */
  path: string;
}

// Colours meet WCAG 2.2 AA on white: text #1f2328 (15:1), links and buttons #0b4f9c (8:1), errors #a4001d (8:1).
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f5f6f8}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9ced6;border-radius:8px}
h1{font-size:1.35rem;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:1.5rem 0 .75rem}
.notice{background:#fff4ce;border:1px solid #8a6d00;padding:.75rem;border-radius:6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;margin-top:.25rem;padding:.6rem;font:inherit;border:2px solid #5c6470;border-radius:6px;color:#1f2328}
input[aria-invalid=true]{border-color:#a4001d}
.field-error{color:#a4001d;font-weight:600;margin:.25rem 0 0}
.summary{border:3px solid #a4001d;padding:.75rem 1rem;border-radius:6px;margin:1rem 0}
.summary h3{font-size:1.1rem;margin:0 0 .5rem;color:#a4001d}
.summary a{color:#a4001d}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.65rem 1.25rem;border-radius:6px;border:2px solid #0b4f9c;cursor:pointer;background:#0b4f9c;color:#fff}
button.secondary{background:#fff;color:#0b4f9c}
a{color:#0b4f9c}
:focus-visible{outline:3px solid #1f2328;outline-offset:2px}
.summary:focus{outline:3px solid #1f2328;outline-offset:2px}
code{font-size:1rem}
`;

function formatAmount(charge: Readonly<GatewayCharge>, lang: GatewayLang): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: charge.currency,
  }).format(charge.amountCents / 100);
}

function languageSwitch(context: PageContext): string {
  const other: GatewayLang = context.lang === 'fr' ? 'en' : 'fr';
  const url = new URL(context.path, 'http://gateway.invalid');
  url.searchParams.set('lang', other);
  return `<p><a href="${escapeHtml(url.pathname + url.search)}" lang="${other}" hreflang="${other}">${escapeHtml(gatewayMessages[context.lang].language)}</a></p>`;
}

/** The whole document: one title naming the gateway, the test notice, then the page's own content. */
export function gatewayDocument(context: PageContext, heading: string, content: string): string {
  const t = gatewayMessages[context.lang];
  return `<!doctype html>
<html lang="${context.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(t.gatewayTitle)}</title>
<style nonce="${escapeHtml(context.nonce)}">${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.gatewayTitle)}</h1>
<p class="notice">${escapeHtml(t.testNotice)}</p>
${languageSwitch(context)}
<h2>${escapeHtml(heading)}</h2>
${content}
</main>
</body>
</html>
`;
}

function orderSummary(charge: Readonly<GatewayCharge>, lang: GatewayLang): string {
  const t = gatewayMessages[lang];
  return `<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(charge.orderNumber)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(charge, lang))}</dd></dl>`;
}

function actionPath(context: PageContext, charge: Readonly<GatewayCharge>, step: string): string {
  return escapeHtml(`${context.basePath}/pay/${charge.providerPaymentId}/${step}`);
}

function hiddenLang(context: PageContext): string {
  return `<input type="hidden" name="lang" value="${context.lang}">`;
}

const fieldOrder: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'holder'];

const fieldInputs: Record<CardField, { autocomplete: string; inputmode?: string; size?: number }> =
  {
    cardNumber: { autocomplete: 'cc-number', inputmode: 'numeric' },
    expiry: { autocomplete: 'cc-exp', inputmode: 'numeric' },
    cvc: { autocomplete: 'cc-csc', inputmode: 'numeric' },
    holder: { autocomplete: 'cc-name' },
  };

/** The card form, with the errors of a refused post (values kept, except the security code). */
export function cardPage(
  context: PageContext,
  charge: Readonly<GatewayCharge>,
  state: {
    values?: Partial<CardFormValues>;
    errors?: Partial<Record<CardField, GatewayMessageKey>>;
    formError?: GatewayMessageKey;
  } = {},
): string {
  const t = gatewayMessages[context.lang];
  const errors = state.errors ?? {};
  const problems: string[] = [];
  if (state.formError) problems.push(`<li>${escapeHtml(t[state.formError])}</li>`);
  for (const field of fieldOrder) {
    const key = errors[field];
    if (key) problems.push(`<li><a href="#${field}">${escapeHtml(t[key])}</a></li>`);
  }
  // Without JavaScript the summary takes the focus on load (autofocus) so that it is read first.
  const summary =
    problems.length > 0
      ? `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title"><h3 id="summary-title">${escapeHtml(t.errorSummary)}</h3><ul>${problems.join('')}</ul></div>`
      : '';
  const fields = fieldOrder
    .map((field) => {
      const input = fieldInputs[field];
      const key = errors[field];
      const value = field === 'cvc' ? '' : (state.values?.[field] ?? '');
      const errorId = `${field}-error`;
      return `<label for="${field}">${escapeHtml(t[field])}</label>
${key ? `<p class="field-error" id="${errorId}">${escapeHtml(t[key])}</p>` : ''}<input id="${field}" name="${field}" type="text" autocomplete="${input.autocomplete}"${input.inputmode ? ` inputmode="${input.inputmode}"` : ''} required aria-required="true" value="${escapeHtml(value)}"${key ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>`;
    })
    .join('\n');
  const cards = `<h2>${escapeHtml(t.testCards)}</h2><ul>
<li><code>4242 4242 4242 4242</code> — ${escapeHtml(t.cardSuccess)}</li>
<li><code>4000 0000 0000 3220</code> — ${escapeHtml(t.card3ds)}</li>
<li><code>4000 0000 0000 0002</code> — ${escapeHtml(t.cardDeclined)}</li>
</ul>`;
  return gatewayDocument(
    context,
    t.cardHeading,
    `${summary}${orderSummary(charge, context.lang)}
<form method="post" action="${actionPath(context, charge, 'card')}" novalidate>
${hiddenLang(context)}
${fields}
<div class="actions"><button type="submit">${escapeHtml(t.pay)} ${escapeHtml(formatAmount(charge, context.lang))}</button></div>
</form>
<form method="post" action="${actionPath(context, charge, 'cancel')}">
${hiddenLang(context)}
<div class="actions"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></div>
</form>
${cards}`,
  );
}

/** The 3-D-Secure-like challenge: Approve / Decline. */
export function challengePage(context: PageContext, charge: Readonly<GatewayCharge>): string {
  const t = gatewayMessages[context.lang];
  return gatewayDocument(
    context,
    t.challengeHeading,
    `${orderSummary(charge, context.lang)}
<p>${escapeHtml(t.challengeText)}</p>
<form method="post" action="${actionPath(context, charge, 'challenge')}">
${hiddenLang(context)}
<div class="actions"><button type="submit" name="decision" value="approve" autofocus>${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="secondary">${escapeHtml(t.decline)}</button></div>
</form>`,
  );
}

/** The PayPal-like approval page: Approve / Cancel. */
export function paypalPage(context: PageContext, charge: Readonly<GatewayCharge>): string {
  const t = gatewayMessages[context.lang];
  return gatewayDocument(
    context,
    t.paypalHeading,
    `${orderSummary(charge, context.lang)}
<p>${escapeHtml(t.paypalText)}</p>
<form method="post" action="${actionPath(context, charge, 'paypal')}">
${hiddenLang(context)}
<div class="actions"><button type="submit" name="decision" value="approve" autofocus>${escapeHtml(t.paypalApprove)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(t.paypalCancel)}</button></div>
</form>`,
  );
}

/** A charge that already left the hosted pages: a link back to the shop. */
export function donePage(context: PageContext, charge: Readonly<GatewayCharge>): string {
  const t = gatewayMessages[context.lang];
  const back = charge.status === 'canceled' ? charge.cancelUrl : charge.returnUrl;
  return gatewayDocument(
    context,
    t.doneHeading,
    `${orderSummary(charge, context.lang)}<p>${escapeHtml(t.doneText)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t.backToShop)}</a></p>`,
  );
}

export function notFoundPage(context: PageContext): string {
  const t = gatewayMessages[context.lang];
  return gatewayDocument(context, t.notFoundHeading, `<p>${escapeHtml(t.notFoundText)}</p>`);
}
