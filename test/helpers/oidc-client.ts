// A cookie-keeping HTTP client that walks a sign-in the way a browser does (without scripts): it follows
// redirects between the api (http) and the identity provider (https, trusting the throwaway CA only here),
// keeps each origin's cookies by path, and fills in the provider's forms.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

interface Cookie {
  name: string;
  value: string;
  path: string;
}

export interface Answer {
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class SignInClient {
  private readonly jar = new Map<string, Cookie[]>();
  /** Every URL the client was sent to, in order. */
  readonly visited: string[] = [];

  constructor(
    private readonly caPem: string,
    /** Headers a proxy in front of `u` would add (e.g. X-Forwarded-Proto for a production api). */
    private readonly proxyHeaders: (u: URL) => Record<string, string> = () => ({}),
  ) {}

  cookies(origin: string): Cookie[] {
    return this.jar.get(new URL(origin).host) ?? [];
  }

  async send(method: string, url: string, form?: URLSearchParams, headers: Record<string, string> = {}) {
    const u = new URL(url);
    this.visited.push(url);
    const cookie = this.cookies(url)
      .filter((c) => u.pathname.startsWith(c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const body = form?.toString();
    const options = {
      method,
      headers: {
        ...this.proxyHeaders(u),
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body
          ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }
          : {}),
      },
      ...(u.protocol === 'https:' ? { ca: this.caPem } : {}),
    };
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(u, options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            url,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
    const setCookie = answer.headers['set-cookie'];
    this.store(u, typeof setCookie === 'string' ? [setCookie] : setCookie);
    return answer;
  }

  /** GET (or POST a form), then follow redirects until an answer that is not one, or `until` says stop. */
  async go(
    url: string,
    { form, until, max = 20 }: { form?: URLSearchParams; until?: (u: URL) => boolean; max?: number } = {},
  ): Promise<Answer> {
    let answer = await this.send(form ? 'POST' : 'GET', url, form);
    for (let i = 0; i < max; i += 1) {
      const location = answer.headers.location;
      if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') return answer;
      const next = new URL(location, answer.url);
      if (until?.(next)) return { ...answer, url: next.toString() };
      answer = await this.send('GET', next.toString());
    }
    throw new Error(`more than ${max} redirects from ${url}: ${this.visited.slice(-max).join(' -> ')}`);
  }

  /** Fill the provider's login form with `login` and continue. */
  signInAt(page: Answer, login: string, until?: (u: URL) => boolean): Promise<Answer> {
    const action = formAction(page, 'login');
    return this.go(action, { form: new URLSearchParams({ login }), until });
  }

  /** Press Cancel on the provider's login page. */
  cancelAt(page: Answer, until?: (u: URL) => boolean): Promise<Answer> {
    return this.go(formAction(page, 'abort'), { form: new URLSearchParams(), until });
  }

  /** Submit the provider's logout confirmation (its page submits itself in a browser). */
  confirmLogout(page: Answer, until?: (u: URL) => boolean): Promise<Answer> {
    const form = /<form[^>]*id="op.logoutForm"[^>]*>([\s\S]*?)<\/form>/.exec(page.body);
    if (!form) throw new Error(`no logout form in ${page.url}:\n${page.body.slice(0, 400)}`);
    const action = /action="([^"]+)"/.exec(form[0])![1]!;
    const fields = new URLSearchParams({ logout: 'yes' });
    for (const m of form[1]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(m[1]!, m[2]!);
    return this.go(new URL(action, page.url).toString(), { form: fields, until });
  }

  private store(u: URL, setCookie: string[] | undefined): void {
    if (!setCookie) return;
    const list = this.jar.get(u.host) ?? [];
    for (const line of setCookie) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) || '/';
      const expires = attrs.find((a) => /^expires=/i.test(a))?.slice(8);
      const maxAge = attrs.find((a) => /^max-age=/i.test(a))?.slice(8);
      const gone =
        (expires && Date.parse(expires) <= Date.now()) || (maxAge !== undefined && Number(maxAge) <= 0);
      const i = list.findIndex((c) => c.name === name && c.path === path);
      if (i >= 0) list.splice(i, 1);
      if (!gone) list.push({ name, value, path });
    }
    this.jar.set(u.host, list);
  }
}

function formAction(page: Answer, kind: 'login' | 'abort'): string {
  const m = new RegExp(`action="(/interaction/[^"]+/${kind})"`).exec(page.body);
  if (!m)
    throw new Error(`no ${kind} form on ${page.url} (status ${page.status}):\n${page.body.slice(0, 400)}`);
  return new URL(m[1]!, page.url).toString();
}
