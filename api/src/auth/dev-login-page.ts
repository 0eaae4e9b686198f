import { BRAND_COLORS as C } from '@fanlift/core/brand';
import { brandBar, brandHead, escapeHtml } from '../pages/brand-page';

/**
 * The development sign-in form (DESIGN §6): exists only without Auth0 and outside production. It has the
 * product's look (api/src/pages/brand-page.ts): the logo and a way back, the brand orange with dark text.
 * The script lives in its own file so the page works under helmet's Content-Security-Policy.
 */
const PAGE_CSS = `
main{width:100%;max-width:440px;margin:24px auto;padding:0 16px}
.card{background:${C.surface};border-radius:16px;padding:28px 24px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 4px 14px rgba(15,23,42,.06)}
@media (max-width:480px){main{margin:16px auto;padding:0 12px}.card{padding:22px 16px}}
h1{margin:0 0 6px;font-size:26px;line-height:1.2}
.row{display:flex;flex-wrap:wrap;gap:0 12px}.row>div{flex:1 1 140px;min-width:0}
.quick{border:0;margin:8px 0 0;padding:16px 0 0;border-top:1px solid ${C.border}}
.quick legend{padding:0 8px 0 0;font-weight:600;font-size:14px}
.quick div{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}
.quick .btn{margin:0;width:auto;flex:1 1 auto;min-height:44px;padding:10px 12px;font-size:15px;white-space:nowrap}
`;

export function devLoginPage(query: Record<string, unknown>): string {
  const str = (k: string) => (typeof query[k] === 'string' ? escapeHtml(query[k] as string) : '');
  const userType = query.userType === 'athlete' ? 'athlete' : 'fan';
  const signup = query.hint === 'signup';
  return `<!doctype html>
<html lang="en"><head>
${brandHead(`${signup ? 'Create your account' : 'Sign in'} · Fanlift (development)`, PAGE_CSS)}
</head>
<body>
${brandBar()}
<main><div class="card">
<h1>${signup ? 'Create your account' : 'Sign in'}</h1>
<p class="note">Development sign-in: no password. Set AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET for real sign-in.</p>
<form id="f" method="post" data-return-to="${str('returnTo') || '/'}">
 <label for="email">Email</label>
 <input id="email" name="email" type="email" required autocomplete="email" value="${str('email')}" autofocus>
 <label for="userType">I am a</label>
 <select id="userType" name="userType">
  <option value="fan"${userType === 'fan' ? ' selected' : ''}>Fan</option>
  <option value="athlete"${userType === 'athlete' ? ' selected' : ''}>Athlete</option>
 </select>
 <div class="row"><div><label for="firstName">First name</label><input id="firstName" name="firstName" value="${str('firstName')}" autocomplete="given-name"></div>
 <div><label for="lastName">Last name</label><input id="lastName" name="lastName" value="${str('lastName')}" autocomplete="family-name"></div></div>
 <button class="btn" type="submit" id="submit">Continue</button>
 <div class="err" id="err" role="alert"></div>
 <fieldset class="quick">
  <legend>Demo accounts</legend>
  <div>
   <button class="btn secondary" type="button" data-email="fan@fanlift.dev" data-type="fan">Demo fan</button>
   <button class="btn secondary" type="button" data-email="admin@fanlift.dev" data-type="fan">Demo admin</button>
   <button class="btn secondary" type="button" data-email="athlete@fanlift.dev" data-type="athlete">Demo athlete</button>
  </div>
 </fieldset>
</form>
</div></main>
<script src="/api/auth/dev-login.js"></script></body></html>`;
}

export const devLoginScript = `(() => {
  const f = document.getElementById('f');
  const err = document.getElementById('err');
  async function submit(email, userType, firstName, lastName) {
    err.textContent = '';
    const body = { email, userType, returnTo: f.dataset.returnTo };
    if (firstName) body.firstName = firstName;
    if (lastName) body.lastName = lastName;
    try {
      const res = await fetch('/api/auth/dev-login', {
        method: 'POST', credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      const data = await res.json();
      if (!res.ok) { err.textContent = (data.error && data.error.message) || 'Sign-in failed'; return; }
      window.location.assign(data.returnTo || '/');
    } catch (e) { err.textContent = 'Network error: ' + e.message; }
  }
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    submit(f.email.value, f.userType.value, f.firstName.value.trim(), f.lastName.value.trim());
  });
  for (const b of f.querySelectorAll('.quick button')) {
    b.addEventListener('click', () => submit(b.dataset.email, b.dataset.type));
  }
  f.dataset.ready = '1';
})();`;
