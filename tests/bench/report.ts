import { rmSync } from 'node:fs';
import { exitWith, printResults } from './bench-cli';
import { createBenchData } from './bench-data';
import { runCertificateBench, seedCertificates } from './certificate-workload';
import { runReportBench, seedReportOrganization } from './report-workload';
import { startBenchServer } from './server-process';

// The report pool's benchmarks alone (`npx tsx tests/bench/report.ts`): the A3 statistics report and certificate
// PDFs, on the demo plus 100,000 courses as in run.ts (`BENCH_COURSES` changes that).
const BULK_COURSES = Number(process.env.BENCH_COURSES ?? 100_000);

async function main(): Promise<boolean> {
  console.log(
    `Seeding the demo plus ${BULK_COURSES.toLocaleString('en')} courses, a 5,000-member organization and certificates…`,
  );
  const data = await createBenchData(BULK_COURSES);
  const org = await seedReportOrganization(data.databaseUrl);
  const certificates = await seedCertificates(data.databaseUrl);
  const server = await startBenchServer({ DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl });
  try {
    const results = [
      ...(await runReportBench(server.url, org)),
      ...(await runCertificateBench(server.url, certificates)),
    ];
    return printResults(results);
  } finally {
    await server.stop();
    rmSync(data.dataDir, { recursive: true, force: true });
  }
}

exitWith(main());
