import { adminDashboardContract } from './admin-dashboard.contract';
import { authContract } from './auth.contract';
import type { RouteDef } from './route';
import { systemContract } from './system.contract';

export * from './admin-dashboard.contract';
export * from './auth.contract';
export * from './fields';
export * from './openapi';
export * from './route';
export * from './system.contract';

/** Every area's routes, by area. Adding an area here puts it in openapi.json and the server's route check. */
export const contract = {
  auth: authContract,
  system: systemContract,
  adminDashboard: adminDashboardContract,
} as const;

/** Every route of the contract, flat. */
export function allRoutes(): RouteDef[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as RouteDef[]);
}
