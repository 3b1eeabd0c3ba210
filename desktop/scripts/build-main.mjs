// Bundles the Electron main and preload scripts to CommonJS in dist-electron/.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['electron'],
  logLevel: 'info',
};
await build({ ...common, entryPoints: ['main/main.ts'], outfile: 'dist-electron/main.cjs' });
await build({ ...common, entryPoints: ['preload/index.ts'], outfile: 'dist-electron/preload.cjs' });
