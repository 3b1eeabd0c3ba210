import { publicMediaUrl, signedMediaUrl } from './media-url';

/** Signed links for players live long enough to finish and seek a lesson without a reload. */
export const STREAM_TTL_SECONDS = 4 * 3600;
/** Download links are followed at once. */
export const DOWNLOAD_TTL_SECONDS = 10 * 60;

/** A stored file as links need it. */
export interface LinkedFile {
  hashslug: string;
  extension: string;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** How long a module video link lives: the stream window, or three times a very long video. */
export function videoTtlSeconds(durationSeconds: number): number {
  return Math.max(STREAM_TTL_SECONDS, Math.ceil(durationSeconds) * 3);
}

/** Builds the media URLs of one server (its secret). */
export function mediaLinks(secret: string) {
  return {
    /** A cacheable URL of a public file. */
    public(file: LinkedFile): string {
      return publicMediaUrl(file.hashslug, file.extension);
    },
    /** A signed, user-bound URL to play or view a protected file in the page. */
    stream(file: LinkedFile, userId: number, ttlSeconds = STREAM_TTL_SECONDS): string {
      return signedMediaUrl(secret, { media: file.hashslug, userId, expires: nowSeconds() + ttlSeconds });
    },
    /** A signed, user-bound URL that downloads a protected file under `name`. */
    download(file: LinkedFile, userId: number, name: string): string {
      return signedMediaUrl(secret, {
        media: file.hashslug,
        userId,
        expires: nowSeconds() + DOWNLOAD_TTL_SECONDS,
        download: name,
      });
    },
  };
}

export type MediaLinks = ReturnType<typeof mediaLinks>;
