import { runBenchCli } from './bench-cli';
import { runMoneyBench } from './money-workload';

// Only the money part of the bench: `npx tsx tests/bench/money.ts`.
runBenchCli(runMoneyBench);
