import { BRAND_COLORS as C } from '@fanlift/core/brand';
import type { CheckoutSessionRow } from '@fanlift/db';
import { brandBar, brandHead, escapeHtml } from '../pages/brand-page';

/**
 * The local checkout (no Stripe keys): a small server-rendered card form that looks like a hosted checkout, in
 * the product's look (api/src/pages/brand-page.ts). No external assets; the script is served from its own path
 * (the page's CSP allows only 'self' scripts).
 */
export const LOCAL_CHECKOUT_SCRIPT_PATH = '/api/payments/local-checkout-assets/checkout.js';

const esc = escapeHtml;

export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** The page's own styles on top of the product shell: the summary on navy, the card form on white. */
const PAGE_CSS = `
main{display:grid;grid-template-columns:1fr 1fr;min-height:calc(100vh - 64px)}
.summary{background:${C.navy800};color:${C.textOnDark};padding:48px;display:flex;flex-direction:column;gap:16px}
.badge{display:inline-block;background:${C.star};color:${C.navy900};border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;letter-spacing:.04em;width:max-content}
.what{color:${C.textOnDarkMuted}}
.amount{font-size:40px;font-weight:700;margin:0;line-height:1.1}
.line{display:flex;justify-content:space-between;gap:12px;border-top:1px solid rgba(255,255,255,.18);padding-top:14px}
.fine{margin-top:auto;font-size:14px;color:${C.textOnDarkMuted}}
.pay{padding:48px;max-width:560px;width:100%}
h1{font-size:22px;margin:0 0 8px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.msg{margin-top:16px;padding:10px 12px;border-radius:8px;display:none}
.msg.err{display:block;background:${C.dangerSoft};color:${C.danger}}
.msg.ok{display:block;background:${C.successSoft};color:${C.success}}
.cancel{display:inline-flex;align-items:center;min-height:44px;margin-top:12px;font-weight:600}
@media (max-width:800px){main{grid-template-columns:1fr;min-height:0}.summary,.pay{padding:24px 16px}.amount{font-size:34px}}
`;

export function renderLocalCheckoutPage(
  s: CheckoutSessionRow,
  opts: { athleteName: string | null; cancelPath: string; successPath: string; email: string | null },
): string {
  const total = formatCents(s.amount_cents, s.currency);
  const unit = formatCents(s.unit_price_cents, s.currency);
  const what =
    s.kind === 'guest_like'
      ? `${s.likes} like${s.likes === 1 ? '' : 's'} for ${opts.athleteName ?? 'an athlete'}`
      : `${s.likes} like${s.likes === 1 ? '' : 's'} for your wallet`;
  const done = s.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head>
${brandHead('Checkout · Fanlift (local test mode)', PAGE_CSS)}
</head>
<body>
${brandBar({ href: opts.cancelPath, label: 'Back to Fanlift' })}
<main>
  <section class="summary" aria-label="Order summary">
    <span class="badge">TEST MODE</span>
    <div class="what">${esc(what)}</div>
    <p class="amount">${esc(total)}</p>
    <div class="line"><span>${s.likes} × like</span><span>${esc(unit)} each</span></div>
    <div class="line"><strong>Total due</strong><strong>${esc(total)}</strong></div>
    <p class="fine">No real payment is taken: this local checkout stands in for Stripe
    and sends the same signed webhook Stripe would.</p>
  </section>
  <section class="pay" aria-labelledby="pay-title">
    <h1 id="pay-title">Pay with card</h1>
    ${
      done
        ? `<div class="msg ok">This checkout is already ${esc(s.status === 'paid' ? 'paid' : s.status)}.</div>
    <p><a class="cancel" href="${esc(opts.successPath)}">Continue</a></p>`
        : `<form id="checkout" data-session="${esc(s.id)}" data-success="${esc(opts.successPath)}" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${esc(opts.email ?? '')}" placeholder="you@example.com">
      <label for="card">Card information</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
      <div class="row">
        <div><label for="exp">Expiry</label><input id="exp" name="exp" value="12 / 34" autocomplete="cc-exp"></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="cc-csc"></div>
      </div>
      <label for="method">Test outcome</label>
      <select id="method" name="method">
        <option value="pay">Card payment succeeds</option>
        <option value="async_pending">Bank debit (clears in a few seconds)</option>
        <option value="decline">Card is declined</option>
      </select>
      <button class="btn" id="pay" type="submit">Pay ${esc(total)}</button>
      <button class="btn secondary" id="decline" type="button">Decline</button>
      <div class="msg" id="msg" role="status" aria-live="polite"></div>
      <p class="note"><a class="cancel" href="${esc(opts.cancelPath)}">Cancel and go back</a></p>
    </form>`
    }
  </section>
</main>
<script src="${LOCAL_CHECKOUT_SCRIPT_PATH}"></script>
</body>
</html>`;
}

/** The page's script (served as a file: no inline scripts under the CSP). */
export const LOCAL_CHECKOUT_SCRIPT = `(() => {
  const form = document.getElementById('checkout');
  if (!form) return;
  const msg = document.getElementById('msg');
  const payBtn = document.getElementById('pay');
  const declineBtn = document.getElementById('decline');
  const show = (text, ok) => { msg.textContent = text; msg.className = 'msg ' + (ok ? 'ok' : 'err'); };
  async function send(outcome) {
    payBtn.disabled = true; declineBtn.disabled = true;
    show(outcome === 'decline' ? 'Contacting your bank…' : 'Processing payment…', true);
    try {
      const body = { outcome };
      if (outcome === 'async_pending') body.settleAfterMs = 4000;
      const res = await fetch('/api/payments/local-checkout/' + encodeURIComponent(form.dataset.session) + '/complete', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error((data.error && data.error.message) || 'Payment failed (' + res.status + ')');
      if (data.outcome === 'declined') {
        show('Your card was declined. Try another card.', false);
        payBtn.disabled = false; declineBtn.disabled = false;
        return;
      }
      show('Payment accepted. Redirecting…', true);
      window.location.assign(data.redirect || form.dataset.success);
    } catch (err) {
      show(err && err.message ? err.message : 'Payment failed', false);
      payBtn.disabled = false; declineBtn.disabled = false;
    }
  }
  form.addEventListener('submit', (e) => { e.preventDefault(); void send(document.getElementById('method').value); });
  declineBtn.addEventListener('click', () => { void send('decline'); });
})();
`;
