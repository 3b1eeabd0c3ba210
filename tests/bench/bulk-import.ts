import { runBulkImportBench } from './bulk-import-workload';

// Only the bulk import part of the bench: `npx tsx tests/bench/bulk-import.ts`.
runBulkImportBench().then(
  (results) => {
    console.log('');
    for (const [name, pass, value] of results) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
    process.exit(results.every(([, pass]) => pass) ? 0 : 1);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
