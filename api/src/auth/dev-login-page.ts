/**
 * The development sign-in form (DESIGN §6): exists only without Auth0 and outside production.
 * The script lives in its own file so the page works under helmet's Content-Security-Policy.
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function devLoginPage(query: Record<string, unknown>): string {
  const str = (k: string) => (typeof query[k] === 'string' ? esc(query[k] as string) : '');
  const userType = query.userType === 'athlete' ? 'athlete' : 'fan';
  const signup = query.hint === 'signup';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Fanlift (development)</title>
<style>
 *,*::before,*::after{box-sizing:border-box}
 body{margin:0;padding:16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0b1533;color:#0b1533;display:grid;place-items:center;min-height:100vh}
 main{background:#fff;border-radius:16px;padding:32px;width:100%;max-width:420px;box-shadow:0 20px 50px rgba(0,0,0,.35)}
 @media (max-width:480px){main{padding:24px 18px}}
 h1{margin:0 0 4px;font-size:24px} p{margin:0 0 20px;color:#55607a;font-size:14px}
 label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
 input,select{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #c9d1e3;border-radius:8px;font-size:15px}
 button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#ff5a36;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
 button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #ffb199;outline-offset:2px}
 .row{display:flex;flex-wrap:wrap;gap:0 10px}.row>div{flex:1 1 140px;min-width:0} .err{color:#b00020;font-size:14px;margin-top:12px;min-height:1em}
 .quick{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}.quick button{margin:0;width:auto;flex:1 1 90px;padding:8px;font-size:13px;background:#e8ecf6;color:#0b1533}
</style></head>
<body><main>
<h1>${signup ? 'Create your account' : 'Sign in'}</h1>
<p>Development sign-in: no password. Set AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET for real sign-in.</p>
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
 <button type="submit" id="submit">Continue</button>
 <div class="err" id="err" role="alert"></div>
 <div class="quick" aria-label="Demo accounts">
  <button type="button" data-email="fan@fanlift.dev" data-type="fan">Demo fan</button>
  <button type="button" data-email="admin@fanlift.dev" data-type="fan">Demo admin</button>
  <button type="button" data-email="athlete@fanlift.dev" data-type="athlete">Demo athlete</button>
 </div>
</form>
</main><script src="/api/auth/dev-login.js"></script></body></html>`;
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
