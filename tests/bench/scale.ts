import { runBenchCli } from './bench-cli';
import { runScaleBench, scaleOptions } from './scale-workload';

// Only the scale part of the bench: `npx tsx tests/bench/scale.ts --sizes 10000,100000 --db sqlite` (see
// scale-workload.ts for the options).
runBenchCli(() => runScaleBench(scaleOptions(process.argv.slice(2))));
