import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?shell';
const PREFIX = '\0catalogue-shell:';
/** Not `.json`: Vite's JSON plugin would take the module for JSON. */
const SUFFIX = '.shell.js';

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * `import('./ms.json?shell')`: the texts a first page shows, in one module of one language. Its default export
 * is the catalogue's top-level `groups` alone (header, home, …; not the screens'); `kit` is the kit's catalogue
 * of the same language (`kitDir/ms.json`, all of it). The catalogues stay one file per language on disk.
 */
export function catalogueShellPlugin(groups: readonly string[], kitDir: string): Plugin {
  return {
    name: 'mahir-catalogue-shell',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return undefined;
      const file = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return file ? `${PREFIX}${file.id}${SUFFIX}` : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      const kitFile = join(kitDir, basename(file));
      this.addWatchFile(file);
      this.addWatchFile(kitFile);
      const catalogue = readJson(file);
      const shell = Object.fromEntries(groups.map((g) => [g, catalogue[g] ?? {}]));
      return `export default ${JSON.stringify(shell)};\nexport const kit = ${JSON.stringify(readJson(kitFile))};\n`;
    },
  };
}
