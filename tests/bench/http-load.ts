import { Agent, type IncomingMessage, request } from 'node:http';
import { Readable } from 'node:stream';

/** One request the load generator sends. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent urlencoded instead of `body`, for the routes that take a form. */
  form?: Record<string, string>;
}

/** Cookies and CSRF token of a visitor, sent with every request like a browser would. */
export interface Visitor {
  cookie: string;
  csrf: string;
}

/** Keep-alive HTTP client for one origin, at most `sockets` connections. */
export function httpClient(baseUrl: string, sockets: number, visitor: Visitor | null) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });

  /** Sends a request and resolves with its status and body once fully read. */
  function send(req: BenchRequest): Promise<{ status: number; body: string }> {
    const payload = req.form
      ? new URLSearchParams(req.form).toString()
      : req.body === undefined
        ? undefined
        : JSON.stringify(req.body);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (visitor) {
      headers.Cookie = visitor.cookie;
      headers['X-CSRF-TOKEN'] = visitor.csrf;
    }
    if (payload !== undefined) {
      headers['Content-Type'] = req.form ? 'application/x-www-form-urlencoded' : 'application/json';
      headers['Content-Length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const r = request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent },
        (res) => readResponse(res).then(resolve, reject),
      );
      r.on('error', reject);
      r.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

/** Reads a response to its end: its status and body as text. */
export function readResponse(res: IncomingMessage): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    res.on('error', reject);
  });
}

/** `size` bytes repeating `fill`, made 1 MB at a time as they are read (the sender never holds them all). */
export function streamedBytes(size: number, fill: string): Readable {
  const block = Buffer.alloc(1024 * 1024, fill);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const part = block.subarray(0, Math.min(block.length, size - sent));
      sent += part.length;
      this.push(part);
    },
  });
}

/** Logs the demo tutor in over HTTP: the session cookie and CSRF token a desktop client would hold. */
export function loginTutor(baseUrl: string): Promise<Visitor> {
  return loginAs(baseUrl, 'tutor@demo.my');
}

/** Logs an account with the demo password in over HTTP: its session cookie and CSRF token. */
export async function loginAs(baseUrl: string, email: string, password = 'mahir2026'): Promise<Visitor> {
  const visitor = await startVisitor(baseUrl);
  const res = await fetch(`${baseUrl}/ajax/v2/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: visitor.cookie, 'X-CSRF-TOKEN': visitor.csrf },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  const logged = (await res.json()) as { data: { csrf_token: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  return { cookie, csrf: logged.data.csrf_token };
}

/** Starts a visitor: its CSRF cookie and token. */
export async function startVisitor(baseUrl: string): Promise<Visitor> {
  const res = await fetch(`${baseUrl}/ajax/v2/auth/csrf`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const body = (await res.json()) as { data: { csrf_token: string } };
  if (!cookie) throw new Error('no CSRF cookie from /ajax/v2/auth/csrf');
  return { cookie, csrf: body.data.csrf_token };
}

function expectOk(req: BenchRequest, res: { status: number; body: string }): void {
  if (res.status !== 200) throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body}`);
}

/** Sends the requests one after another; answers each round trip in milliseconds. */
export async function sequentialLatencies(
  client: ReturnType<typeof httpClient>,
  requests: readonly BenchRequest[],
): Promise<number[]> {
  const out: number[] = [];
  for (const req of requests) {
    const started = performance.now();
    const res = await client.send(req);
    out.push(performance.now() - started);
    expectOk(req, res);
  }
  return out;
}

/** Keeps `concurrency` requests in flight for `seconds`, cycling through `requests`; answers how many were done. */
export async function saturate(
  client: ReturnType<typeof httpClient>,
  requests: readonly BenchRequest[],
  concurrency: number,
  seconds: number,
): Promise<{ done: number; seconds: number }> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  let done = 0;
  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const req = requests[next++ % requests.length];
      if (!req) return;
      expectOk(req, await client.send(req));
      done += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { done, seconds: (performance.now() - started) / 1000 };
}

/**
 * Requests per second of each workload, measured in alternating one-second slices until each has run for
 * `seconds`, so a change in the machine's background load affects both alike.
 */
export async function interleavedThroughput(
  client: ReturnType<typeof httpClient>,
  workloads: ReadonlyArray<readonly BenchRequest[]>,
  concurrency: number,
  seconds: number,
): Promise<number[]> {
  const totals = workloads.map(() => ({ done: 0, seconds: 0 }));
  for (let slice = 0; slice < seconds; slice++) {
    for (const [i, requests] of workloads.entries()) {
      const run = await saturate(client, requests, concurrency, 1);
      const total = totals[i];
      if (!total) continue;
      total.done += run.done;
      total.seconds += run.seconds;
    }
  }
  return totals.map((t) => t.done / t.seconds);
}
