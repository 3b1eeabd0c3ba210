import {
  adminAssetReviewContract,
  adminContentContract,
  adminCourseReviewContract,
  fillPath,
  type RouteDef,
  tutorAssetContract,
  tutorCourseContract,
  tutorQuizContract,
} from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const tutorRoutes = [tutorCourseContract, tutorQuizContract, tutorAssetContract].flatMap(
  (area) => Object.values(area) as RouteDef[],
);
const adminRoutes = [adminCourseReviewContract, adminAssetReviewContract, adminContentContract].flatMap(
  (area) => Object.values(area) as RouteDef[],
);

describe.each(dialects())('authoring route access on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let tutor: TestClient;
  let admin: TestClient;
  let visitor: TestClient;

  const call = (client: TestClient, route: RouteDef) => {
    const params = Object.fromEntries(
      (route.path.match(/\{(\w+)\}/g) ?? []).map((p) => [p.slice(1, -1), '1']),
    );
    return client.json(route.method, fillPath(route.path, params), route.method === 'GET' ? undefined : {});
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [student, tutor, admin, visitor] = await demoClients(server.url, ['student', 'tutor', 'admin', null]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('declares the roles: tutor routes for tutors, admin routes for admins', () => {
    for (const r of tutorRoutes) expect(r.access, r.path).toEqual(['tutor']);
    for (const r of adminRoutes) expect(r.access, r.path).toEqual(['admin']);
  });

  it('refuses every tutor and admin route to students (403) and visitors (401)', async () => {
    for (const route of [...tutorRoutes, ...adminRoutes]) {
      expect((await call(student, route)).status, `${route.method} ${route.path}`).toBe(403);
      expect((await call(visitor, route)).status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('keeps tutors out of admin routes and admins out of tutor routes', async () => {
    for (const route of adminRoutes) expect((await call(tutor, route)).status, route.path).toBe(403);
    for (const route of tutorRoutes) expect((await call(admin, route)).status, route.path).toBe(403);
  });
});
