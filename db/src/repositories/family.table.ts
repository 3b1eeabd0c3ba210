import type { CreatedAt, Id } from '../column-types';

/** A guardian holding a pupil's account as their child (issue 20). */
export interface GuardianshipTable {
  id: Id;
  guardian_id: number;
  child_id: number;
  /** `added`: the guardian created the pupil's account; `linked`: an existing pupil confirmed the link. */
  origin: 'added' | 'linked';
  created_at: CreatedAt;
}

/** The consent a pupil under 18 who signed up alone waits for; given once, with its time and wording. */
export interface GuardianConsentTable {
  id: Id;
  child_id: number;
  guardian_email: string;
  guardian_id: number | null;
  requested_at: string;
  given_at: string | null;
  version: string | null;
  language: string | null;
  wording: string | null;
  ip: string | null;
  created_at: CreatedAt;
}
