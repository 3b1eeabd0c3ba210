import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@mahir/seed';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type Body = Record<string, unknown> | undefined;

/** A browser-like client for API tests: keeps the session cookie and sends the CSRF token. */
export class TestClient {
  private readonly jar = new Map<string, string>();
  csrf = '';

  constructor(readonly baseUrl: string) {}

  /** The `Cookie` header this client sends (its session and CSRF cookies); '' forgets them all. */
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(header: string) {
    this.jar.clear();
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      // An expired or emptied cookie is the server deleting it.
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line))
        this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** Raw request; `form` sends urlencoded with `ids[]` style lists, like the spec's form posts. */
  async request(
    method: string,
    path: string,
    body?: Body,
    opts: { form?: boolean; csrf?: string | null } = {},
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.cookie) headers.Cookie = this.cookie;
    const token = opts.csrf === undefined ? this.csrf : opts.csrf;
    if (token && method !== 'GET') headers['X-CSRF-TOKEN'] = token;
    let payload: string | undefined;
    if (body !== undefined) {
      if (opts.form) {
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries(body)) {
          if (Array.isArray(v)) for (const item of v) form.append(`${k}[]`, String(item));
          else if (v !== undefined && v !== null) form.append(k, String(v));
        }
        payload = form.toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        payload = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: Body,
    opts: { form?: boolean; csrf?: string | null } = {},
  ): Promise<JsonResponse<T>> {
    const res = await this.request(method, path, body, opts);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.json<T>('GET', path);
  }

  post<T = Record<string, unknown>>(
    path: string,
    body?: Body,
    opts: { form?: boolean; csrf?: string | null } = {},
  ) {
    return this.json<T>('POST', path, body ?? {}, opts);
  }

  /** Fetches a CSRF token for this session, as the desktop app does. */
  async start(): Promise<this> {
    const res = await this.get<{ data: { csrf_token: string } }>('/ajax/v2/auth/csrf');
    this.csrf = res.body.data.csrf_token;
    return this;
  }

  /** Logs in as a demo account (password mahir2026). */
  async login(email: string, password = DEMO_PASSWORD): Promise<this> {
    if (!this.csrf) await this.start();
    const res = await this.post<{ data: { csrf_token: string } }>('/ajax/v2/auth/login', { email, password });
    if (res.status !== 200)
      throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.csrf = res.body.data.csrf_token;
    return this;
  }
}

/** A fresh client already logged in, or a visitor with a CSRF token. */
export async function clientFor(baseUrl: string, email?: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  return email ? client.login(email) : client.start();
}

/** One client per entry, in order: logged in as that email, or a visitor where the entry is `null`. */
export function clientsFor<const Emails extends readonly (string | null)[]>(
  baseUrl: string,
  emails: Emails,
): Promise<{ -readonly [K in keyof Emails]: TestClient }> {
  return Promise.all(emails.map((email) => clientFor(baseUrl, email ?? undefined))) as Promise<{
    -readonly [K in keyof Emails]: TestClient;
  }>;
}

/** One client per demo account, named by its role (`'admin'`, `'student'`, ...), in order; `null` for a visitor. */
export function demoClients<const Accounts extends readonly (DemoAccount | null)[]>(
  baseUrl: string,
  accounts: Accounts,
): Promise<{ -readonly [K in keyof Accounts]: TestClient }> {
  return Promise.all(
    accounts.map((a) => clientFor(baseUrl, a === null ? undefined : DEMO_ACCOUNTS[a])),
  ) as Promise<{ -readonly [K in keyof Accounts]: TestClient }>;
}
