import { useEffect, useState } from 'react';
import { type HlsConstructor, loadedHls, loadHls } from './hls-library';

/**
 * hls.js for a lesson that plays HLS through it (`wanted`): the constructor once it is here, 'loading' before,
 * 'failed' when it could not be fetched (the lesson then plays its MP4 renditions); null when not wanted.
 */
export function useHlsLibrary(wanted: boolean): HlsConstructor | 'loading' | 'failed' | null {
  const [library, setLibrary] = useState<HlsConstructor | 'failed' | null>(() => loadedHls());
  useEffect(() => {
    if (!wanted || library) return;
    let live = true;
    void loadHls().then((ctor) => {
      // A class is a function: handed to setState as a value, not called as an updater.
      if (live) setLibrary(() => ctor ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [wanted, library]);
  if (!wanted) return null;
  return library ?? 'loading';
}
