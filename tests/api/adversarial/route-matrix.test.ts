import { DEMO_ACCOUNTS } from '@mahir/seed';
import { allRoutes, hasAnyRole, type RouteDef } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestServer } from '../../support/test-server';
import { startAdversary } from './support/adversary';
import { type DbSnapshot, snapshot, snapshotDiff } from './support/db-snapshot';
import type { DemoFixtures } from './support/demo-fixtures';
import { type Answer, envelopeProblem } from './support/envelope';
import { DEMO_ROLES, type Identities } from './support/identities';
import { PRIVATE_KINDS, PROBES, type Probe } from './support/probes';
import { callRoute, routeKey } from './support/route-call';

/** Routes that end the caller's session run last, so the other routes still see logged-in clients. */
const SESSION_ENDING = new Set(['POST /ajax/v2/auth/logout']);

function ordered(routes: RouteDef[]): RouteDef[] {
  return [...routes].sort(
    (a, b) => Number(SESSION_ENDING.has(routeKey(a))) - Number(SESSION_ENDING.has(routeKey(b))),
  );
}

describe('route matrix: every route declares its access and ownership', () => {
  it('has a declaration and a probe for every contract route', () => {
    const routes = allRoutes();
    const missing = routes.filter((r) => !r.owner || !PROBES[routeKey(r)]).map(routeKey);
    const unknown = Object.keys(PROBES).filter((key) => !routes.some((r) => routeKey(r) === key));
    const inconsistent = routes
      .filter((r) => r.owner && PRIVATE_KINDS.has(r.owner) && PROBES[routeKey(r)]?.cross !== 'refuse')
      .map(routeKey);
    console.log(`routes in matrix: ${routes.length - missing.length}/${routes.length}`);
    expect(missing, 'routes without `owner` in the contract or without a probe in probes.ts').toEqual([]);
    expect(unknown, 'probes of routes that no longer exist').toEqual([]);
    expect(inconsistent, 'private records must be refused to a second user').toEqual([]);
    for (const route of routes) {
      const access = route.access;
      expect(access === 'public' || access === 'user' || (Array.isArray(access) && access.length > 0)).toBe(
        true,
      );
    }
  });
});

describe.each(dialects())('route matrix on %s', (dialect) => {
  let server: TestServer;
  let ids: Identities;
  let fixtures: DemoFixtures;

  beforeAll(async () => {
    const owners = [...new Set(Object.values(PROBES).map((p) => p.owner))];
    ({ server, ids, fixtures } = await startAdversary(dialect, owners));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors, other roles and second users, and changes nothing when it refuses', async () => {
    const failures: string[] = [];
    let calls = 0;
    const check = (label: string, answer: Answer, ok: boolean, why: string) => {
      calls += 1;
      const problem = envelopeProblem(answer);
      if (problem) failures.push(`${label}: ${problem}`);
      else if (!ok) failures.push(`${label}: ${why}, got ${answer.status} ${answer.text.slice(0, 160)}`);
    };
    const secondOf = (probe: Probe) => {
      const client = ids.second[probe.owner];
      if (!client) throw new Error(`no second ${probe.owner}`);
      return client;
    };
    const routes = ordered(allRoutes()).filter((route) => PROBES[routeKey(route)]);
    const inputOf = (route: RouteDef) => (PROBES[routeKey(route)] as Probe).input(fixtures);

    // Phase 1, refusals: visitors on non-public routes, roles the route does not name, and a second user
    // of the owner's role on the owner's records. None of them may write anything.
    const before: DbSnapshot = await snapshot(server.db);
    for (const route of routes) {
      const key = routeKey(route);
      const probe = PROBES[key] as Probe;
      const input = inputOf(route);
      if (route.access !== 'public') {
        const a = await callRoute(ids.visitor, route, input);
        check(`${key} as visitor`, a, a.status === 401, 'expected 401');
      }
      if (Array.isArray(route.access)) {
        for (const role of DEMO_ROLES) {
          if (hasAnyRole([role], route.access)) continue;
          const a = await callRoute(ids.demo[role], route, input);
          check(`${key} as ${role}`, a, a.status === 403, 'expected 403');
        }
      }
      if (probe.cross === 'refuse') {
        const a = await callRoute(secondOf(probe), route, input);
        check(
          `${key} as a second ${probe.owner}`,
          a,
          (a.status === 403 || a.status === 404) && !a.text.includes(`"${DEMO_ACCOUNTS[probe.owner]}"`),
          "expected 403/404 on the first user's data",
        );
      }
    }
    const diff = snapshotDiff(before, await snapshot(server.db));
    if (diff.length) failures.push(`refused calls changed ${diff.join(', ')}`);

    // Phase 2, allowed calls: never a 5xx, a second user never sees the owner's private data, and the
    // owner's own call succeeds (so the refusals above were about the data, not a broken probe).
    for (const route of routes) {
      const key = routeKey(route);
      const probe = PROBES[key] as Probe;
      const input = inputOf(route);
      const ownerEmail = DEMO_ACCOUNTS[probe.owner];
      if (probe.cross === 'own-view' && route.access !== 'public' && route.owner !== 'none') {
        const a = await callRoute(secondOf(probe), route, input);
        check(
          `${key} as a second ${probe.owner}`,
          a,
          a.status < 500 && !a.text.includes(`"${ownerEmail}"`) && !a.text.includes('/media/file/'),
          "must not see the first user's data",
        );
      }
      if (route.access === 'public') {
        const a = await callRoute(ids.visitor, route, input);
        check(`${key} as visitor`, a, !a.text.includes('/media/file/'), 'visitor got a signed URL');
      }
      for (const role of DEMO_ROLES) {
        if (role === probe.owner) continue;
        if (Array.isArray(route.access) && !hasAnyRole([role], route.access)) continue;
        const a = await callRoute(ids.demo[role], route, input);
        check(`${key} as ${role}`, a, true, '');
      }
      const own = await callRoute(ids.demo[probe.owner], route, input);
      check(
        `${key} as its owner ${probe.owner}`,
        own,
        probe.cross !== 'refuse' || own.status < 400,
        'the probe must reach the data it names',
      );
    }
    console.log(`matrix calls on ${dialect}: ${calls}, failures: ${failures.length}`);
    expect(failures).toEqual([]);
  }, 240_000);
});
