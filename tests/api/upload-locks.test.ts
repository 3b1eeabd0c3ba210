import { uploadLeaseSuite } from '@mahir/server/storage/testing/upload-lease-suite';
import { uploadLeases } from '@mahir/server/uploads/upload-leases';
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../support/test-database';
import { dialects } from '../support/test-server';

describe.each(dialects())('upload_locks on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  uploadLeaseSuite('the upload_locks repository', () => uploadLeases(t.db));
});
