import { z } from 'zod';
import { defineRoute } from './route';

/** Texts of certificates (our wording: the specs do not draw them). */
export const CERTIFICATE_TEXT = {
  title: 'Sijil / Certificates',
  none: 'Tiada sijil lagi. Tamatkan kursus untuk mendapat sijil. / No certificates yet.',
  download: 'Muat turun PDF / Download PDF',
  verify: 'Semak / Verify',
  valid: 'Sijil ini sah / This certificate is valid',
  notFound: 'Sijil tidak dijumpai / Certificate not found',
  learner: 'Pelajar / Learner',
  course: 'Kursus / Course',
  tutor: 'Pengajar / Tutor',
  date: 'Tarikh / Date',
  code: 'Kod pengesahan / Verification code',
} as const;

/** A certificate as the public check shows it: the names as printed and the Malaysia date of issue. */
export const CertificateCheck = z.object({
  code: z.string(),
  /** `7K3M-9Q2X-HW5`. */
  formatted_code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  tutor_name: z.string(),
  issued_at: z.string(),
  /** YYYY-MM-DD in Malaysia. */
  issued_on: z.string(),
});
export type CertificateCheck = z.infer<typeof CertificateCheck>;

/** One of the learner's certificates, with its check page and its PDF. */
export const MyCertificate = CertificateCheck.extend({
  course_id: z.number().int(),
  course_hashslug: z.string(),
  check_url: z.string(),
  download_url: z.string(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/** A code as typed: checked by `normaliseCertificateCode` in the service (a wrong one is simply not found). */
const CodeParams = z.object({ code: z.string().min(1).max(40) });

/** Certificates of finished courses (issue 23, DESIGN.md "Reach and learning"). */
export const certificateContract = {
  mine: defineRoute({
    method: 'GET',
    path: '/ajax/v2/my-certificates',
    summary: 'The logged-in learner’s certificates, newest first, with the check page and the PDF',
    tag: 'certificates',
    access: 'user',
    owner: 'self',
    response: z.object({ certificates: z.array(MyCertificate) }),
  }),
  check: defineRoute({
    method: 'GET',
    path: '/ajax/v2/certificates/{code}',
    summary: 'The public check of a certificate by its verification code (404 for an unknown code)',
    tag: 'certificates',
    access: 'public',
    owner: 'none',
    params: CodeParams,
    response: z.object({ certificate: CertificateCheck }),
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/ajax/v2/certificates/{code}/certificate.pdf',
    summary: 'A certificate as its PDF, by its verification code (anyone holding the code may see it)',
    tag: 'certificates',
    access: 'public',
    owner: 'none',
    params: CodeParams,
    response: z.null(),
    raw: 'pdf',
  }),
};
