import { allRoutes, type RouteDef } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../support/http-client';
import { dialects, type TestServer } from '../../support/test-server';
import { startAdversary } from './support/adversary';
import { snapshot, snapshotDiff } from './support/db-snapshot';
import type { DemoFixtures } from './support/demo-fixtures';
import { envelopeProblem } from './support/envelope';
import { badBodies, type FuzzCase, mutations, sample, seededRandom } from './support/fuzz-cases';
import type { Identities } from './support/identities';
import { PROBES, type Probe } from './support/probes';
import { callRoute, routeKey } from './support/route-call';

/** Fixed, so a failure names a case that the next run repeats. */
const FUZZ_SEED = 20261123;
/** Mutations per route and bad bodies per route taking a body, sampled from everything generated. */
const PER_ROUTE = 16;
const BAD_BODIES_PER_ROUTE = 7;
/** The session-ending route is fuzzed on its own visitor, so it cannot log the others out. */
const SESSION_ENDING = new Set(['POST /ajax/v2/auth/logout']);
/**
 * GET routes the spec gives an effect: cancelling the coin checkout empties the coin cart; the first download of a
 * certificate's PDF renders it and records where it is kept (`certificates.file_key`). An accepted call
 * may write; as for other writes, only the rejected ones are replayed and must change nothing. (Whether the
 * cart held anything when the fuzzer got here depends on which earlier cases the seed chose.)
 */
const WRITING_GETS = new Set([
  'GET /ajax/v2/mahir-coin/cancel',
  'GET /ajax/v2/certificates/{code}/certificate.pdf',
]);

describe.each(dialects())('fuzzing every route on %s', (dialect) => {
  let server: TestServer;
  let ids: Identities;
  let fixtures: DemoFixtures;

  beforeAll(async () => {
    ({ server, ids, fixtures } = await startAdversary(dialect, []));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never answers 5xx, always the envelope, and rejected requests write nothing', async () => {
    const random = seededRandom(FUZZ_SEED);
    const failures: string[] = [];
    let cases = 0;
    const clientFor = (route: RouteDef, probe: Probe): TestClient =>
      route.access === 'public' || SESSION_ENDING.has(routeKey(route)) ? ids.visitor : ids.demo[probe.owner];

    let current = await snapshot(server.db);
    const routes = [...allRoutes()].sort(
      (a, b) => Number(SESSION_ENDING.has(routeKey(a))) - Number(SESSION_ENDING.has(routeKey(b))),
    );
    for (const route of routes) {
      const key = routeKey(route);
      const probe = PROBES[key];
      if (!probe) {
        failures.push(`${key}: no probe, so it cannot be fuzzed`);
        continue;
      }
      const base = probe.input(fixtures);
      const chosen: FuzzCase[] = sample(mutations(route, base), PER_ROUTE, random);
      if (route.method !== 'GET') chosen.push(...sample(badBodies(base), BAD_BODIES_PER_ROUTE, random));
      const client = clientFor(route, probe);

      const run = async (list: FuzzCase[], record: boolean) => {
        const rejected: FuzzCase[] = [];
        for (const c of list) {
          const answer = await callRoute(client, route, c.input, c);
          if (record) {
            cases += 1;
            const problem = envelopeProblem(answer);
            if (problem) failures.push(`${key} [${c.label}]: ${problem}`);
          }
          if (answer.status >= 400) rejected.push(c);
        }
        return rejected;
      };
      const rejected = await run(chosen, true);
      const after = await snapshot(server.db);
      const diff = snapshotDiff(current, after);
      current = after;
      if (!diff.length) continue;
      if (rejected.length === chosen.length || (route.method === 'GET' && !WRITING_GETS.has(key))) {
        failures.push(`${key}: rejected requests changed ${diff.join(', ')}`);
        continue;
      }
      // Some cases were accepted and may write; replay only the rejected ones to check that they wrote nothing.
      await run(rejected, false);
      current = await snapshot(server.db);
      const replayed = snapshotDiff(after, current);
      if (replayed.length) failures.push(`${key}: rejected requests changed ${replayed.join(', ')}`);
    }
    // Nothing a request sent may reach the prototype of plain objects.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.log(`fuzz cases on ${dialect}: ${cases}, failures: ${failures.length}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
