import type { CheckoutSessionRow } from '@fanlift/db';

/**
 * The local checkout (no Stripe keys): a small server-rendered card form that looks like a hosted checkout.
 * No external assets; the script is served from its own path (helmet's CSP allows only 'self' scripts).
 */
export const LOCAL_CHECKOUT_SCRIPT_PATH = '/api/payments/local-checkout-assets/checkout.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

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
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout · Fanlift (local test mode)</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f8fb}
  .wrap{display:grid;grid-template-columns:1fr 1fr;min-height:100vh}
  .summary{background:#0b1f4d;color:#fff;padding:56px 48px;display:flex;flex-direction:column;gap:18px}
  .brand{font-weight:800;letter-spacing:.5px;font-size:20px}
  .badge{display:inline-block;background:#ffcc4d;color:#3b2a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;margin-left:8px;vertical-align:middle}
  .amount{font-size:40px;font-weight:700;margin:8px 0 0}
  .muted{color:#aab4cf}
  .line{display:flex;justify-content:space-between;border-top:1px solid rgba(255,255,255,.15);padding-top:14px}
  .pay{padding:56px 48px;max-width:520px}
  h1{font-size:20px;margin:0 0 20px}
  label{display:block;font-size:13px;font-weight:600;color:#4f566b;margin:14px 0 6px}
  input,select{width:100%;padding:11px 12px;border:1px solid #d5dbe5;border-radius:8px;font:inherit;background:#fff}
  input:focus,select:focus{outline:2px solid #635bff33;border-color:#635bff}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  .btn{width:100%;margin-top:22px;padding:13px;border:0;border-radius:8px;font:inherit;font-weight:700;color:#fff;background:#635bff;cursor:pointer}
  .btn:disabled{opacity:.6;cursor:progress}
  .secondary{background:#fff;color:#4f566b;border:1px solid #d5dbe5;margin-top:10px}
  .note{font-size:12px;color:#697386;margin-top:16px}
  .msg{margin-top:16px;padding:10px 12px;border-radius:8px;display:none}
  .msg.err{display:block;background:#fde8e8;color:#9b1c1c}
  .msg.ok{display:block;background:#e6f6ec;color:#146c2e}
  a{color:#635bff}
  @media (max-width: 800px){.wrap{grid-template-columns:1fr}.summary,.pay{padding:32px 24px}}
</style>
</head>
<body>
<div class="wrap">
  <section class="summary">
    <div class="brand">Fanlift <span class="badge">TEST MODE</span></div>
    <div class="muted">${esc(what)}</div>
    <div class="amount">${esc(total)}</div>
    <div class="line"><span>${s.likes} × like</span><span>${esc(unit)} each</span></div>
    <div class="line"><strong>Total due</strong><strong>${esc(total)}</strong></div>
    <p class="muted" style="margin-top:auto;font-size:13px">No real payment is taken: this local checkout stands in for Stripe
    and sends the same signed webhook Stripe would.</p>
  </section>
  <section class="pay">
    <h1>Pay with card</h1>
    ${
      done
        ? `<div class="msg ok">This checkout is already ${esc(s.status === 'paid' ? 'paid' : s.status)}.</div>
    <p><a href="${esc(opts.successPath)}">Continue</a></p>`
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
      <p class="note"><a href="${esc(opts.cancelPath)}">Cancel and go back</a></p>
    </form>`
    }
  </section>
</div>
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
