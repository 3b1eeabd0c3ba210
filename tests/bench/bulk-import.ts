import { runBenchCli } from './bench-cli';
import { runBulkImportBench } from './bulk-import-workload';

// Only the bulk import part of the bench: `npx tsx tests/bench/bulk-import.ts`.
runBenchCli(runBulkImportBench);
