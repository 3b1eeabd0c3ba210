import { rmSync } from 'node:fs';
import { createBenchData } from './bench-data';
import { startVisitor } from './http-load';
import { runReportBench, seedReportOrganization } from './report-workload';
import { startBenchServer } from './server-process';

// The report benchmark alone (`npx tsx tests/bench/report.ts`): the demo plus 100,000 courses, as in run.ts.
const BULK_COURSES = Number(process.env.BENCH_COURSES ?? 100_000);

async function main(): Promise<boolean> {
  console.log(
    `Seeding the demo plus ${BULK_COURSES.toLocaleString('en')} courses and a 5,000-member organization…`,
  );
  const data = await createBenchData(BULK_COURSES);
  const org = await seedReportOrganization(data.databaseUrl);
  const server = await startBenchServer({ DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl });
  try {
    const results = await runReportBench(server.url, await startVisitor(server.url), org);
    console.log('');
    for (const [name, pass, value] of results) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
    return results.every(([, pass]) => pass);
  } finally {
    await server.stop();
    rmSync(data.dataDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
