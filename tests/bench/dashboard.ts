import { runBenchCli } from './bench-cli';
import { runDashboardBench } from './dashboard-workload';

// `npx tsx tests/bench/dashboard.ts`: the 1,000,000-order dashboard benchmark alone.
runBenchCli(runDashboardBench);
