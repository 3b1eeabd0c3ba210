/** The run-time route table the Vite plugin builds from the shared contract (see vite/route-table-plugin.ts). */
declare module 'virtual:mahir-routes' {
  // Typed as the contract so calls stay checked; at run time each route holds method, path, encoding and raw.
  const routes: typeof import('@mahir/shared').contract;
  export default routes;
}
