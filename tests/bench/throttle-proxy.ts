import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throttled link in front of the app: every byte the browser receives shares one bandwidth, as on a phone. */
export interface ThrottleProxy {
  url: string;
  /** Where requests go on (set once the app listens; the app's PUBLIC_URL must be this proxy's url). */
  setTarget(url: string): void;
  /** The link's downstream bandwidth from now on, in bits per second. */
  setRate(bitsPerSecond: number): void;
  /** Answers 404 to paths matching `pattern` from now on (null: none), as if the app had no such file. */
  refuse(pattern: RegExp | null): void;
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
  // BENCH_PROXY_LOG=1: every response on stderr, in ms from the last lesson watch request (the play click),
  // with the bytes the link carried: what a page fetches that its resource timing does not show (media
  // elements, the service worker).
  const log = process.env.BENCH_PROXY_LOG === '1';
  let clickAt = 0;
  let refused: RegExp | null = null;
  const server = createServer((req, res) => {
    if (!target) return void res.writeHead(503).end();
    if (refused?.test(req.url ?? '')) return void res.writeHead(404).end();
    const startedAt = performance.now();
    let carried = 0;
    if (req.url?.startsWith('/ajax/v2/vod/video/watch')) clickAt = startedAt;
    if (log)
      res.on('close', () => {
        const at = (t: number) => (t - clickAt).toFixed(0);
        const ended = res.writableFinished ? 'done' : 'aborted';
        const path = (req.url ?? '').split('?')[0]?.slice(0, 70);
        console.error(`proxy ${at(startedAt)} → ${at(performance.now())} ms ${carried} B ${ended} ${path}`);
      });
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
              carried += slice.length;
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
  // BENCH_PROXY_PORT pins the port (a machine shared by several runs); a free one when unset.
  await new Promise<void>((r) => server.listen(Number(process.env.BENCH_PROXY_PORT ?? 0), '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (url) => {
      target = new URL(url);
    },
    setRate: (bitsPerSecond) => {
      bytesPerMs = bitsPerSecond / 8 / 1000;
    },
    refuse: (pattern) => {
      refused = pattern;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
