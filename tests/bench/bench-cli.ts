import { pathToFileURL } from 'node:url';

/** One line of a benchmark's verdict: what was measured, whether it met its target, the measured value. */
export type BenchResult = [name: string, pass: boolean, value: string];

/** Prints one PASS/FAIL line per result and says whether all passed. */
export function printResults(results: BenchResult[]): boolean {
  console.log('');
  for (const [name, pass, value] of results) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
  return results.every(([, pass]) => pass);
}

/** Ends the process with 0 when `run` resolves to true, 1 when it resolves to false or throws. */
export function exitWith(run: Promise<boolean>): void {
  run.then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/** Runs one benchmark as a command (`npx tsx tests/bench/<name>.ts`): prints its results and exits with their verdict. */
export function runBenchCli(bench: () => Promise<BenchResult[]>): void {
  exitWith(bench().then(printResults));
}

/** True when the module at `moduleUrl` is the script node was asked to run, not an import. */
export function isMain(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}
