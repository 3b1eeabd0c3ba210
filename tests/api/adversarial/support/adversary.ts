import type { DemoAccount } from '@mahir/seed';
import { type DialectName, startTestServer } from '../../../support/test-server';
import { loadDemoFixtures, loadPackageCourseIds } from './demo-fixtures';
import { loginAll } from './identities';

/**
 * A demo server for the suites that call every route: its fixtures, every demo role logged in, and a second
 * user of each role in `clones`.
 */
export async function startAdversary(dialect: DialectName, clones: readonly DemoAccount[]) {
  const server = await startTestServer(dialect);
  const fixtures = await loadDemoFixtures(server.db);
  const ids = await loginAll(server.url, server.db, clones);
  fixtures.packageCourseIds = await loadPackageCourseIds(ids.visitor, fixtures.packageSlug);
  return { server, ids, fixtures };
}
