import type { ServiceDeps } from '../app-context';
import type { OneTimeTokens } from '../auth/one-time-token.service';
import type { Mailer } from '../mail';
import { createFamilyChildren } from './family-children.service';
import { createFamilyLinks } from './family-links.service';
import { sendWeeklySummaries } from './weekly-summary';

/** What the family services need: the database and clock, one-time tokens and the mailer. */
export interface FamilyServiceDeps extends ServiceDeps {
  tokens: OneTimeTokens;
  mailer: Mailer;
}

/**
 * Families (issue 20): a guardian's children (added or linked with the pupil's confirmation), what the
 * guardian sees of them, the consent a pupil under 18 who signed up alone waits for, and the weekly
 * summary to guardians. docs/families.md.
 */
export function createFamilyService(deps: FamilyServiceDeps) {
  return {
    ...createFamilyChildren(deps),
    ...createFamilyLinks(deps),
    /** The weekly summary of the week before `now` to every guardian (see `sendWeeklySummaries`). */
    sendWeeklySummaries: (now: Date) => sendWeeklySummaries(deps.db, deps.mailer, now),
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
