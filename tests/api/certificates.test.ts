import { DEMO_CERTIFICATE_CODE, DEMO_SLUGS } from '@mahir/seed';
import { type CertificateCheck, type MyCertificate, QUIZ_TYPE } from '@mahir/shared';
import { formatCertificateCode, newCertificateCode } from '@mahir/shared/rules/certificate-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  chapterIdsOf,
  courseIdOf,
  quizOfChapter,
  subscriptionIdOf,
  tutorOf,
  userIdOf,
  userNameOf,
} from './learning-fixtures';

interface MineBody {
  data: { certificates: MyCertificate[] };
}
interface CheckBody {
  data: { certificate: CertificateCheck };
}

describe.each(dialects())('certificates on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let parent: TestClient;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student, parent] = await clientsFor(server.url, [null, 'student@demo.my', 'parent@demo.my']);
    studentId = await userIdOf(server.db, 'student@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks visitors to log in for their certificates', async () => {
    expect((await visitor.get('/ajax/v2/my-certificates')).status).toBe(401);
  });

  it('lists the demo student’s certificate of the finished free course, and no one else’s', async () => {
    const free = await courseIdOf(server.db, DEMO_SLUGS.freeCourse);
    const res = await student.get<MineBody>('/ajax/v2/my-certificates');
    expect(res.status).toBe(200);
    expect(res.body.data.certificates).toHaveLength(1);
    const [cert] = res.body.data.certificates;
    expect(cert).toMatchObject({
      code: DEMO_CERTIFICATE_CODE,
      formatted_code: formatCertificateCode(DEMO_CERTIFICATE_CODE),
      course_id: free,
      course_hashslug: DEMO_SLUGS.freeCourse,
      learner_name: await userNameOf(server.db, studentId),
      tutor_name: await userNameOf(server.db, await tutorOf(server.db, free)),
      download_url: `/ajax/v2/certificates/${DEMO_CERTIFICATE_CODE}/certificate.pdf`,
    });
    expect(cert?.check_url).toMatch(new RegExp(`/certificates/${DEMO_CERTIFICATE_CODE}$`));
    const other = await parent.get<MineBody>('/ajax/v2/my-certificates');
    expect(other.status).toBe(200);
    expect(other.body.data.certificates).toEqual([]);
  });

  it('answers the public check for a real code, however it is typed', async () => {
    for (const typed of [DEMO_CERTIFICATE_CODE, formatCertificateCode(DEMO_CERTIFICATE_CODE).toLowerCase()]) {
      const res = await visitor.get<CheckBody>(`/ajax/v2/certificates/${encodeURIComponent(typed)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.certificate.code).toBe(DEMO_CERTIFICATE_CODE);
      expect(res.body.data.certificate.course_title.length).toBeGreaterThan(0);
      expect(res.body.data.certificate.issued_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('answers 404 for a made-up or mistyped code and refuses a code too long to be one', async () => {
    const madeUp = newCertificateCode();
    expect((await visitor.get(`/ajax/v2/certificates/${madeUp}`)).status).toBe(404);
    expect((await visitor.get(`/ajax/v2/certificates/${madeUp}/certificate.pdf`)).status).toBe(404);
    const mistyped = `${DEMO_CERTIFICATE_CODE.slice(0, -1)}${DEMO_CERTIFICATE_CODE.endsWith('0') ? '1' : '0'}`;
    expect((await visitor.get(`/ajax/v2/certificates/${mistyped}`)).status).toBe(404);
    expect((await visitor.get('/ajax/v2/certificates/%27%3B--')).status).toBe(404);
    const long = await visitor.get(`/ajax/v2/certificates/${'A'.repeat(41)}`);
    expect(long.status).toBe(422);
  });

  it('renders the PDF once in the report pool and keeps it in the file store', async () => {
    const path = `/ajax/v2/certificates/${DEMO_CERTIFICATE_CODE}/certificate.pdf`;
    const first = await visitor.request('GET', path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const row = await server.db
      .selectFrom('certificates')
      .select('file_key')
      .where('code', '=', DEMO_CERTIFICATE_CODE)
      .executeTakeFirstOrThrow();
    expect(row.file_key).toBe(`certificates/D2/${DEMO_CERTIFICATE_CODE}.pdf`);
    const again = await visitor.request('GET', path);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  }, 60_000);

  it('issues a certificate once when the last module is watched and the last quiz passed', async () => {
    const video = await courseIdOf(server.db, DEMO_SLUGS.videoCourse);
    const subscription = await subscriptionIdOf(server.db, studentId, video);
    const count = async () =>
      (await student.get<MineBody>('/ajax/v2/my-certificates')).body.data.certificates.length;
    const modules = await server.db
      .selectFrom('modules')
      .select('id')
      .where('course_id', '=', video)
      .execute();
    for (const m of modules) {
      const res = await student.post('/ajax/v2/vod/video/watched', {
        course_id: video,
        subscriber_id: subscription,
        module_id: m.id,
      });
      expect(res.status).toBe(200);
    }
    // Every module watched, but the second quiz is still to pass: nothing yet.
    expect(await count()).toBe(1);
    const quiz2 = await quizOfChapter(server.db, (await chapterIdsOf(server.db, video))[1] ?? 0);
    const questions = await server.db
      .selectFrom('quiz_questions')
      .select(['id', 'type', 'answer', 'choose'])
      .where('quiz_id', '=', quiz2)
      .execute();
    const right = questions.map((q) => ({
      id: q.id,
      answer: q.type === QUIZ_TYPE.multipleChoice ? q.answer : q.choose === 1 ? 1 : 0,
    }));
    const submit = await student.post(`/ajax/v2/vod/submit-quiz/${video}/${quiz2}`, { questions: right });
    expect(submit.status).toBe(200);
    const mine = (await student.get<MineBody>('/ajax/v2/my-certificates')).body.data.certificates;
    expect(mine).toHaveLength(2);
    const issued = mine.find((c) => c.course_id === video);
    expect(issued).toBeDefined();
    const check = await visitor.get<CheckBody>(`/ajax/v2/certificates/${issued?.code}`);
    expect(check.status).toBe(200);
    expect(check.body.data.certificate.learner_name).toBe(await userNameOf(server.db, studentId));
    // Watching again changes nothing: one certificate per learner and course.
    await student.post('/ajax/v2/vod/video/watched', {
      course_id: video,
      subscriber_id: subscription,
      module_id: modules[0]?.id,
    });
    const rows = await server.db
      .selectFrom('certificates')
      .select('code')
      .where('user_id', '=', studentId)
      .where('course_id', '=', video)
      .execute();
    expect(rows.map((r) => r.code)).toEqual([issued?.code]);
  });
});
