// The payments sandbox's pages: minimal server-rendered HTML, no script. The decision page shows
// the merchant's reference and amount with Approve and Decline buttons (forms posting back here);
// the others say what went wrong, or that the payment was taken already. Their policy allows this page's one style block (by hash), forms posting here,
// and the redirect that follows a decision to the storefront's origin.
import { createHash } from 'node:crypto';
import type { SandboxSession } from './sandbox-payments.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#111827}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.25rem}form{display:inline-block;margin:0 .5rem .5rem 0}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #111827;cursor:pointer}
.approve{background:#15803d;color:#fff;border-color:#15803d}.note{color:#4b5563;font-size:.875rem}`;
const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

export function sandboxPolicy(returnOrigin: string | null): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${returnOrigin === null ? '' : ` ${returnOrigin}`}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}
<p class="note">This is the reference server's payments sandbox: no money moves.</p></main></body></html>`;
}

export function decisionPage(title: string, session: SandboxSession): string {
  const reference = session.reference;
  const amount = `${session.currency} ${(Number(session.amount) / 100).toFixed(2)}`;
  const action = (decision: string) =>
    `/payments-sandbox/attempts/${encodeURIComponent(session.id)}/${decision}`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Order <strong>${escapeHtml(reference)}</strong></p>
<p>Amount to pay: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${action('decline')}"><button type="submit">Decline payment</button></form>`,
  );
}

export function settledPage(title: string, status: string, returnAddress: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>This payment is already ${escapeHtml(status)}.</p>
<p><a href="${escapeHtml(returnAddress)}">Return to the store</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page('Payment refused', `<h1>Payment refused</h1><p>${escapeHtml(message)}</p>`);
}
