import { percentToBasisPoints } from '@mahir/shared/money/index';

/** Sales and service tax as the server charges it (docs/tax.md). */
export interface SstConfig {
  /** `SST_RATE` in basis points (8 % = 800). */
  rateBasisPoints: number;
  /** `SST_REGISTRATION_NO`; null prints `NA` (the demo). */
  registrationNo: string | null;
}

/** `SST_RATE`'s default, 8 % (the service tax rate since 1 March 2024). */
export const DEFAULT_SST: SstConfig = { rateBasisPoints: 800, registrationNo: null };

/** Reads `SST_RATE` (a percent such as 8 or 6.5, default 8) and `SST_REGISTRATION_NO`; a bad rate stops the start. */
export function loadSstConfig(env: NodeJS.ProcessEnv): SstConfig {
  const raw = env.SST_RATE?.trim();
  const rateBasisPoints = raw ? percentToBasisPoints(raw) : DEFAULT_SST.rateBasisPoints;
  if (rateBasisPoints === null) throw new Error(`SST_RATE must be a percent such as 8 or 6.5, not ${raw}`);
  return { rateBasisPoints, registrationNo: env.SST_REGISTRATION_NO?.trim() || null };
}
