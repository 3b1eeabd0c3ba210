/// <reference path="./virtual-routes.d.ts" />
import table from 'virtual:mahir-routes';

/**
 * Every route of the contract, for calling through the typed client. The same declarations as `contract` in
 * `@mahir/shared`, without their zod schemas: validation happens on the server, and forms import the rules
 * they check themselves.
 */
export const routes = table;
