import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throttled link in front of the app: every byte the browser receives shares one bandwidth, as on a phone. */
export interface ThrottleProxy {
  url: string;
  /** Where requests go on (set once the app listens; the app's PUBLIC_URL must be this proxy's url). */
  setTarget(url: string): void;
  /** The link's downstream bandwidth from now on, in bits per second. */
  setRate(bitsPerSecond: number): void;
  close(): Promise<void>;
}

const SLICE = 16 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts an HTTP proxy that holds each response back by `latencyMs` (the link's round trip) and then sends the
 * bodies of all responses through one token bucket: one shared link, not a limit per connection, so parallel
 * segment, playlist and script downloads compete as they do on a real connection. Chromium's own throttling
 * (CDP `Network.emulateNetworkConditions`) did not reach media requests in this Chromium, so the bench throttles
 * below the browser, where every request passes.
 */
export async function startThrottleProxy(opts: { latencyMs: number }): Promise<ThrottleProxy> {
  let target: URL | null = null;
  let bytesPerMs = Number.POSITIVE_INFINITY;
  let linkFreeAt = 0;
  /** Waits until the link has sent `n` more bytes after everything queued before them. */
  const send = async (n: number) => {
    const now = performance.now();
    const start = Math.max(now, linkFreeAt);
    linkFreeAt = start + n / bytesPerMs;
    if (linkFreeAt > now) await sleep(linkFreeAt - now);
  };
  const server = createServer((req, res) => {
    if (!target) return void res.writeHead(503).end();
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      async (answer) => {
        await sleep(opts.latencyMs);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pause();
        const pump = async () => {
          for await (const chunk of answer as AsyncIterable<Buffer>) {
            for (let at = 0; at < chunk.length; at += SLICE) {
              const slice = chunk.subarray(at, at + SLICE);
              await send(slice.length);
              if (!res.write(slice)) await new Promise((r) => res.once('drain', r));
              if (res.destroyed) return answer.destroy();
            }
          }
          res.end();
        };
        pump().catch(() => res.destroy());
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
    res.on('close', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (url) => {
      target = new URL(url);
    },
    setRate: (bitsPerSecond) => {
      bytesPerMs = bitsPerSecond / 8 / 1000;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
