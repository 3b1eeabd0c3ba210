import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import type { VodVideoQuality, WatchCaption } from '@mahir/shared';
import {
  isHLSProvider,
  MediaPlayer,
  type MediaPlayerInstance,
  MediaProvider,
  type PlayerSrc,
  Track,
  useMediaPlayer,
} from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/i18n';
import { loadHls, playsHlsThroughMse } from './hls-library';
import { useHlsLibrary } from './useHlsLibrary';

/** What the lesson player plays: the adaptive master first, then the MP4 renditions it falls back to. */
export interface LessonMedia {
  hls?: string | null;
  url: string;
  qualities?: readonly VodVideoQuality[];
  captions?: readonly WatchCaption[];
  title: string;
}

/**
 * Start on the lowest rendition and let the bandwidth estimate climb from there. hls.js's default start
 * (`startLevel` -1 with `testBandwidth`) downloads a first segment of the lowest rendition only to time it, then
 * throws it away and fetches the one it picks: two segments before the first frame, on a weak link seconds more
 * than the MP4 the player had before.
 */
const HLS_CONFIG = { startLevel: 0 } as const;

/** The player's menus and buttons in Malay (the storefront's language with none chosen); English is Vidstack's own. */
const MALAY = {
  Captions: 'Sari kata',
  'Closed-Captions On': 'Sari kata hidup',
  'Closed-Captions Off': 'Sari kata mati',
  Off: 'Tutup',
  Speed: 'Kelajuan',
  Normal: 'Biasa',
  Quality: 'Kualiti',
  Auto: 'Auto',
  Settings: 'Tetapan',
  Play: 'Main',
  Pause: 'Jeda',
  Mute: 'Senyap',
  Unmute: 'Nyahsenyap',
  'Enter PiP': 'Gambar dalam gambar',
  'Exit PiP': 'Keluar gambar dalam gambar',
  'Enter Fullscreen': 'Skrin penuh',
  'Exit Fullscreen': 'Keluar skrin penuh',
  Volume: 'Kelantangan',
  Seek: 'Cari',
  Playback: 'Main balik',
  Accessibility: 'Kebolehcapaian',
  Audio: 'Audio',
} as const;

/**
 * The lesson video on Vidstack (docs/learning.md "Player library"): HLS through hls.js (light build, used
 * wherever Media Source Extensions are, native HLS elsewhere) with the MP4 renditions as fallback sources, the
 * module's WebVTT tracks in the captions menu, and the default layout's keyboard shortcuts, speed menu, quality menu and
 * picture-in-picture. No download button and no context menu.
 */
export default function LessonPlayer({
  media,
  poster,
  autoPlay,
  playerRef,
  onTime,
  onPause,
  onEnded,
}: {
  media: LessonMedia;
  poster: string | null;
  autoPlay: boolean;
  playerRef: Ref<MediaPlayerInstance>;
  onTime: (seconds: number) => void;
  onPause: () => void;
  onEnded: () => void;
}) {
  const { lang } = useLanguage();
  const [quality, setQuality] = useState<number | null>(null);
  const throughMse = Boolean(media.hls) && playsHlsThroughMse();
  const hlsLibrary = useHlsLibrary(throughMse);
  // The player loads nothing until hls.js is here (load="custom"): Vidstack puts the HLS source on the <video>
  // while its library loads, and a browser that plays HLS itself (Chromium now does) would fetch playlists and
  // a segment that hls.js then throws away. Vidstack's own HLS code and the caption parser load meanwhile
  // (docs/learning.md, "Time to first frame").
  const [waitsForHls] = useState(hlsLibrary === 'loading');
  const hls = hlsLibrary === 'failed' ? null : media.hls;
  const src = useMemo((): PlayerSrc => {
    const mp4 = (media.qualities ?? [])
      .filter((q) => q.url)
      .map((q) => ({ src: q.url, type: 'video/mp4' as const, ...(q.quality ? { height: q.quality } : {}) }));
    const fallback = mp4.length > 0 ? mp4 : [{ src: media.url, type: 'video/mp4' as const }];
    return hls ? [{ src: hls, type: 'application/x-mpegurl' as const }, ...fallback] : fallback;
  }, [media, hls]);
  return (
    <MediaPlayer
      ref={playerRef}
      src={src}
      title={media.title}
      poster={poster ?? undefined}
      autoPlay={autoPlay}
      playsInline
      load={waitsForHls ? 'custom' : 'eager'}
      keyTarget="document"
      onContextMenu={(e) => e.preventDefault()}
      onProviderChange={(provider) => {
        if (isHLSProvider(provider)) {
          provider.library =
            typeof hlsLibrary === 'function'
              ? hlsLibrary
              : async () => {
                  const ctor = await loadHls();
                  return ctor ? { default: ctor } : undefined;
                };
          provider.config = HLS_CONFIG;
        }
      }}
      onQualityChange={(detail) => setQuality(detail?.height ?? null)}
      onTimeUpdate={(detail) => onTime(detail.currentTime)}
      onPause={onPause}
      onEnded={onEnded}
      data-testid="course-video"
      data-quality={quality ?? undefined}
      data-hls={hls ? 'true' : 'false'}
      style={{ width: '100%', height: '100%', background: '#000' }}
    >
      <MediaProvider>
        {(media.captions ?? []).map((c) => (
          <Track key={c.url} src={c.url} kind="subtitles" label={c.label} language={c.lang} />
        ))}
      </MediaProvider>
      <DefaultVideoLayout icons={defaultLayoutIcons} translations={lang === 'en' ? undefined : MALAY} />
      {waitsForHls && <StartLoadingWhen ready={hlsLibrary !== 'loading'} />}
    </MediaPlayer>
  );
}

/** Starts a `load="custom"` player's loading once `ready`. */
function StartLoadingWhen({ ready }: { ready: boolean }) {
  const player = useMediaPlayer();
  useEffect(() => {
    if (ready) player?.startLoading();
  }, [player, ready]);
  return null;
}
