import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files one source module of a Vite build needs: its chunk, the chunks it imports, their CSS. */
export interface ChunkFiles {
  modules: string[];
  styles: string[];
}

/**
 * Reads a Vite build's manifest and answers which built files a source module needs, as absolute URL
 * paths. Without a manifest (an old or missing build) every module needs nothing: pages still load, only
 * without the early hints.
 */
export function viteManifest(dist: string, base = '/') {
  const file = join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const cache = new Map<string, ChunkFiles>();

  return function chunkFiles(source: string): ChunkFiles {
    const known = cache.get(source);
    if (known) return known;
    const modules = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || modules.has(base + chunk.file)) return;
      modules.add(base + chunk.file);
      for (const css of chunk.css ?? []) styles.add(base + css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const files = { modules: [...modules], styles: [...styles] };
    cache.set(source, files);
    return files;
  };
}
