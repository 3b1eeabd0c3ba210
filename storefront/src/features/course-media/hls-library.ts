import type Hls from 'hls.js/light';

export type HlsConstructor = typeof Hls;

let library: Promise<HlsConstructor | null> | null = null;
let loaded: HlsConstructor | null = null;
let failed = false;

/**
 * Whether lessons here play HLS through hls.js (Media Source Extensions with H.264/AAC: Vidstack's own test),
 * not natively (iPhones before iOS 17.1). Where not, hls.js is never fetched.
 */
export function playsHlsThroughMse(): boolean {
  if (typeof window === 'undefined') return false;
  const source =
    (window as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  return source?.isTypeSupported?.('video/mp4; codecs="avc1.42E01E,mp4a.40.2"') === true;
}

/**
 * hls.js (light build) from our own bundle (Vidstack's default fetches it from a CDN, which the CSP refuses),
 * fetched once. Answers null when it could not be fetched: the lesson then plays its MP4 renditions, and the
 * next play click tries again (`startHls`). The same promise every time.
 */
export function loadHls(): Promise<HlsConstructor | null> {
  library ??= import('hls.js/light').then(
    (m) => {
      loaded = m.default;
      return loaded;
    },
    () => {
      failed = true;
      return null;
    },
  );
  return library;
}

/** hls.js when it is already here, so a lesson whose library has arrived renders without suspending. */
export function loadedHls(): HlsConstructor | null {
  return loaded;
}

/** Starts fetching hls.js now, where lessons play through it: a play click, while its watch request is out. */
export function startHls(): void {
  if (!playsHlsThroughMse()) return;
  if (failed) {
    failed = false;
    library = null;
  }
  void loadHls();
}

/**
 * Starts fetching hls.js for a viewer who may play a lesson (the watch answer offers HLS to signed-in viewers
 * only), in idle time so the page's own first screen goes first.
 */
export function preloadHls(): void {
  if (library || !playsHlsThroughMse()) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void loadHls());
}
