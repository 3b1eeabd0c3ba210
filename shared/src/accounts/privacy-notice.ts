import type { Bilingual } from '../bilingual';

/**
 * The version of the privacy notice (PDPA 2010 and its 2024 amendment) a person accepts at sign-up; stored
 * with the acceptance so a later notice can ask again. Change it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** The version of the guardian's consent wording, recorded with each consent beside its time. */
export const GUARDIAN_CONSENT_VERSION = '2026-11-26';

/** The words a guardian agrees to; recorded (with `GUARDIAN_CONSENT_VERSION`) exactly as shown. */
export const GUARDIAN_CONSENT_WORDING: Bilingual<{ consent: (child: string) => string }> = {
  en: {
    consent: (child) =>
      `I am the parent or guardian of ${child}. I consent to Mahir processing ${child}'s personal data as ` +
      `the privacy notice describes, and to ${child} buying and posting on Mahir.`,
  },
  ms: {
    consent: (child) =>
      `Saya ibu bapa atau penjaga ${child}. Saya bersetuju Mahir memproses data peribadi ${child} seperti ` +
      `yang diterangkan dalam notis privasi, dan membenarkan ${child} membuat pembelian dan hantaran di Mahir.`,
  },
};
