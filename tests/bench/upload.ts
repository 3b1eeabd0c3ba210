import { runBenchCli } from './bench-cli';
import { runUploadBench } from './upload-workload';

// Only the upload part of the bench: `npx tsx tests/bench/upload.ts`.
runBenchCli(runUploadBench);
