import { runDashboardBench } from './dashboard-workload';

// `npx tsx tests/bench/dashboard.ts`: the 1,000,000-order dashboard benchmark alone.
runDashboardBench().then(
  (results) => {
    for (const [name, pass, value] of results) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
    process.exit(results.every(([, pass]) => pass) ? 0 : 1);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
