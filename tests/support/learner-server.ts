import { afterAll, beforeAll } from 'vitest';
import { clientsFor, type TestClient } from './http-client';
import { type DialectName, startTestServer, type TestServer } from './test-server';

/**
 * Starts a server for the describe block it is called in, with a visitor, the demo student and the demo
 * parent (the student's guardian), and closes it after; read them from the answer inside the tests.
 */
export function learnerServer(dialect: DialectName) {
  const t = {
    server: null as unknown as TestServer,
    visitor: null as unknown as TestClient,
    student: null as unknown as TestClient,
    parent: null as unknown as TestClient,
  };
  beforeAll(async () => {
    t.server = await startTestServer(dialect);
    [t.visitor, t.student, t.parent] = await clientsFor(t.server.url, [
      null,
      'student@demo.my',
      'parent@demo.my',
    ]);
  });
  afterAll(async () => {
    await t.server?.close();
  });
  return t;
}
