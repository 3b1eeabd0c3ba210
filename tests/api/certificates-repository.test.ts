import { certificateRepository as certificates } from '@mahir/db/repositories/certificate.repository';
import { DEMO_CERTIFICATE_CODE, DEMO_SLUGS } from '@mahir/seed';
import { newCertificateCode } from '@mahir/shared/rules/certificate-code';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useReachDatabase } from './learning-reach-fixtures';

describe.each(dialects())('certificates on %s', (dialect) => {
  const h = useReachDatabase(dialect);
  const issue = (userId: number, courseId: number, code = newCertificateCode()) =>
    certificates.issue(h.db, {
      userId,
      courseId,
      code,
      learnerName: 'Nur Aisyah binti Ahmad',
      courseTitle: h.ids.course.title,
      tutorName: 'Cikgu Tutor',
      issuedAt: '2026-11-25T02:00:00.000Z',
    });

  it('issues one certificate per learner and course, and gives the first back when asked again', async () => {
    const first = await issue(h.ids.student, h.ids.course.id);
    expect(first.created).toBe(true);
    expect(first.certificate).toMatchObject({
      user_id: h.ids.student,
      course_id: h.ids.course.id,
      file_key: null,
    });
    const again = await issue(h.ids.student, h.ids.course.id);
    expect(again.created).toBe(false);
    expect(again.certificate.code).toBe(first.certificate.code);
    expect(again.certificate.id).toBe(first.certificate.id);
  });

  it('issues exactly one when many requests ask at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => issue(h.ids.tutor, h.ids.course.id)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.certificate.code)).size).toBe(1);
    const rows = await h.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', h.ids.tutor)
      .where('course_id', '=', h.ids.course.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a code another certificate holds, so the caller draws again', async () => {
    const { certificate } = await issue(h.ids.student, h.ids.course.id);
    await expect(issue(h.ids.student, h.ids.otherCourse, certificate.code)).rejects.toThrow();
    expect(await certificates.forUserCourse(h.db, h.ids.student, h.ids.otherCourse)).toBeUndefined();
  });

  it('finds a certificate by its code, lists a learner certificates and records the PDF', async () => {
    const { certificate } = await issue(h.ids.student, h.ids.course.id);
    expect(await certificates.byCode(h.db, certificate.code)).toMatchObject({
      learner_name: 'Nur Aisyah binti Ahmad',
      course_title: h.ids.course.title,
    });
    expect(await certificates.byCode(h.db, '00000000000')).toBeUndefined();
    await certificates.setFileKey(h.db, certificate.id, `certificates/${certificate.code}.pdf`);
    const list = await certificates.listForUser(h.db, h.ids.student);
    // The demo seed gives the student one for the finished free course too.
    expect(list.map((c) => [c.code, c.course_hashslug, c.file_key])).toEqual(
      expect.arrayContaining([
        [certificate.code, h.ids.course.hashslug, `certificates/${certificate.code}.pdf`],
        [DEMO_CERTIFICATE_CODE, DEMO_SLUGS.freeCourse, null],
      ]),
    );
    expect(list).toHaveLength(2);
  });
});
