import type { ColumnType, Generated } from 'kysely';

/** A certificate of a finished course: one per learner and course, names as printed. */
export interface CertificateTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  /** 11 symbols of Crockford base 32, the last a check symbol (shared/rules/certificate-code). */
  code: string;
  learner_name: string;
  course_title: string;
  tutor_name: string;
  /** UTC ISO instant; printed as its Malaysia date. */
  issued_at: string;
  /** The PDF in the FileStore, once rendered. */
  file_key: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}
