import type { contract as Contract } from '@mahir/shared';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ID = 'virtual:mahir-routes';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:mahir-routes`: the contract's routes as a client needs them at run time (method, path, encoding,
 * raw), built from the shared contract when the app is bundled. Pages call routes through it, so the zod
 * schemas (the server's validation and the forms' rules) are not part of the first page's JavaScript.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'mahir-route-table',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The contract is TypeScript source; Vite's config loader leaves workspace packages to Node, so load it with tsx.
      const { contract } = (await tsImport('@mahir/shared', import.meta.url)) as {
        contract: typeof Contract;
      };
      const table = Object.fromEntries(
        Object.entries(contract).map(([area, routes]) => [
          area,
          Object.fromEntries(
            Object.entries(routes).map(([name, r]) => [
              name,
              { method: r.method, path: r.path, encoding: r.encoding, raw: r.raw },
            ]),
          ),
        ]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
