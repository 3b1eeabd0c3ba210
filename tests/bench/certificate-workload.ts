import { createDb } from '@mahir/db';
import { certificateRepository } from '@mahir/db/repositories/certificate.repository';
import { COURSE_STATUS } from '@mahir/shared';
import { newCertificateCode } from '@mahir/shared/rules/certificate-code';
import type { BenchResult } from './bench-cli';
import { httpClient, startVisitor } from './http-load';
import { searchUnderLoad } from './search-under-load';
import { percentile, printTable } from './stats';

// Target (issue 23): certificate PDFs rendered in the report pool while the catalogue search keeps its p95
// within 2 times idle.
const SEQUENTIAL_RENDERS = 20;
const PARALLEL_DOWNLOADS = 4;
const SEARCH_SAMPLES = 200;
const TARGET_LOAD_RATIO = 2;
/** Enough never-downloaded certificates that every download under load renders a new PDF. */
export const BENCH_CERTIFICATES = 600;

/**
 * Issues the demo student a certificate for each of `count` published courses, none downloaded yet: the first
 * download of a certificate renders its PDF in the report pool (then it is kept), so each code is one render.
 */
export async function seedCertificates(databaseUrl: string, count = BENCH_CERTIFICATES): Promise<string[]> {
  const db = createDb({ url: databaseUrl });
  try {
    const student = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'student@demo.my')
      .executeTakeFirstOrThrow();
    const courses = await db
      .selectFrom('courses as c')
      .innerJoin('users as t', 't.id', 'c.user_id')
      .leftJoin('certificates as cert', (j) =>
        j.onRef('cert.course_id', '=', 'c.id').on('cert.user_id', '=', student.id),
      )
      .select(['c.id', 'c.title', 't.name as tutor'])
      .where('c.status_id', '=', COURSE_STATUS.published)
      .where('cert.id', 'is', null)
      .orderBy('c.id', 'desc')
      .limit(count)
      .execute();
    const codes: string[] = [];
    for (const course of courses) {
      const { certificate } = await certificateRepository.issue(db, {
        userId: student.id,
        courseId: course.id,
        code: newCertificateCode(),
        learnerName: student.name,
        courseTitle: course.title,
        tutorName: course.tutor,
        issuedAt: new Date().toISOString(),
      });
      codes.push(certificate.code);
    }
    return codes;
  } finally {
    await db.destroy();
  }
}

/** Downloads a certificate as anyone holding its code does; answers the PDF's size. */
async function download(baseUrl: string, code: string): Promise<number> {
  const res = await fetch(`${baseUrl}/ajax/v2/certificates/${code}/certificate.pdf`);
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`certificate ${code} answered ${res.status}`);
  return bytes.byteLength;
}

/** (a) render time of a certificate in the pool (first downloads); (b) search p95 idle vs while they render. */
export async function runCertificateBench(baseUrl: string, codes: readonly string[]): Promise<BenchResult[]> {
  const fresh = [...codes];
  const take = () => fresh.pop();
  const first = take();
  if (!first) throw new Error('no certificates seeded for the bench');
  await download(baseUrl, first); // starts the pool's worker and loads react-pdf
  const renders: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SEQUENTIAL_RENDERS; i++) {
    const code = take();
    if (!code) break;
    const started = performance.now();
    bytes = await download(baseUrl, code);
    renders.push(performance.now() - started);
  }
  const again = performance.now();
  await download(baseUrl, first);
  const stored = performance.now() - again;
  printTable(
    `Certificate PDF: ${renders.length} first downloads one after another (rendered in the report pool, ms)`,
    ['p50', 'p95', 'max', 'PDF bytes', 'a kept PDF again'],
    [
      [
        (percentile(renders, 50) ?? 0).toFixed(0),
        (percentile(renders, 95) ?? 0).toFixed(0),
        Math.max(...renders).toFixed(0),
        String(bytes),
        stored.toFixed(1),
      ],
    ],
  );

  const client = httpClient(baseUrl, 2, await startVisitor(baseUrl));
  const search = await searchUnderLoad(
    client,
    SEARCH_SAMPLES,
    `${PARALLEL_DOWNLOADS} certificate renders in flight`,
    async (stopped) => {
      let done = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_DOWNLOADS }, async () => {
          for (let code = take(); code && !stopped(); code = take()) {
            await download(baseUrl, code);
            done += 1;
          }
        }),
      );
      return done;
    },
  );
  client.close();
  return [
    [
      `search p95 with ${PARALLEL_DOWNLOADS} certificate renders <= ${TARGET_LOAD_RATIO} x idle`,
      search.ratio <= TARGET_LOAD_RATIO && fresh.length > 0,
      `${search.loadedP95.toFixed(2)} vs ${search.idleP95.toFixed(2)} ms = ${search.ratio.toFixed(2)} x` +
        `, ${search.loadDone} rendered, render p50 ${(percentile(renders, 50) ?? 0).toFixed(0)} ms` +
        (fresh.length > 0 ? '' : ' (ran out of fresh certificates: seed more)'),
    ],
  ];
}
