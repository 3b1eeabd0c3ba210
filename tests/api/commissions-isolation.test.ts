import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { cloneAccount } from './adversarial/support/identities';
import { resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';

interface Answer<T> {
  data: T;
}
interface Account {
  user_id: number;
  reseller_code: string;
  account_no: string | null;
}

/**
 * A second master reseller and a second sub-reseller (under the second master), each with a reseller row of
 * its own: every reseller and sub-reseller page shows them their own data, never the demo accounts'.
 */
describe.each(dialects())('commissions: a second reseller never sees the first one on %s', (dialect) => {
  let server: TestServer;
  let second: TestClient;
  let secondSub: TestClient;
  let first: Awaited<ReturnType<typeof resellerByCode>>;
  let firstSub: Awaited<ReturnType<typeof resellerByCode>>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const db = server.db;
    first = await resellerByCode(db, DEMO_RESELLER_CODES.reseller);
    firstSub = await resellerByCode(db, DEMO_RESELLER_CODES.subreseller);
    const masterEmail = await cloneAccount(db, 'reseller');
    const subEmail = await cloneAccount(db, 'subreseller');
    const now = new Date().toISOString();
    const bank = { bank_name: first.bank_name, swift_code: first.swift_code, status: first.status };
    const master = await db
      .insertInto('resellers')
      .values({
        ...bank,
        user_id: await userIdOf(db, masterEmail),
        parent_id: null,
        reseller_code: 'RS9001',
        account_no: '9001',
        account_holder: 'Second Master',
        rate: first.rate,
        rate_sub: first.rate_sub,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('resellers')
      .values({
        ...bank,
        user_id: await userIdOf(db, subEmail),
        parent_id: master.id,
        reseller_code: 'RS9002',
        account_no: '9002',
        account_holder: 'Second Sub',
        rate: firstSub.rate,
        rate_sub: firstSub.rate_sub,
        created_at: now,
      })
      .execute();
    [second, secondSub] = await clientsFor(server.url, [masterEmail, subEmail]);
  });
  afterAll(() => server?.close());

  const firstOnes = () => [
    first.reseller_code,
    firstSub.reseller_code,
    first.account_no,
    firstSub.account_no,
  ];

  it('shows the second reseller its own settings and an empty overview', async () => {
    const info = await second.get<Answer<Account>>('/ajax/v2/reseller/user-info');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ reseller_code: 'RS9001', account_no: '9001' });
    const overview = await second.get<
      Answer<{ total_comms: number; total_sub_comms: number; total_subs: number }>
    >('/ajax/v2/reseller/commissions');
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({ total_comms: 0, total_sub_comms: 0, total_subs: 1 });
    for (const answer of [info, overview])
      for (const value of firstOnes()) expect(JSON.stringify(answer.body)).not.toContain(`"${value}"`);
  });

  it("shows the second sub-reseller its own master and earnings, none of the first one's", async () => {
    const info = await secondSub.get<Answer<Account>>('/ajax/v2/subreseller/user-info');
    expect(info.body.data).toMatchObject({ reseller_code: 'RS9002', account_no: '9002' });
    const dash = await secondSub.get<Answer<{ reseller: { reseller_code: string }; total_comms: number }>>(
      '/ajax/v2/subreseller/reseller-info',
    );
    expect(dash.status).toBe(200);
    expect(dash.body.data.reseller.reseller_code).toBe('RS9001');
    expect(dash.body.data.total_comms).toBe(0);
    for (const answer of [info, dash])
      for (const value of firstOnes()) expect(JSON.stringify(answer.body)).not.toContain(`"${value}"`);
  });

  it("changes only the caller's own bank details", async () => {
    const body = {
      bank_name: first.bank_name,
      account_no: '9001-B',
      account_holder: 'Second',
      swift_code: 'SWFT',
    };
    expect((await second.post('/ajax/v2/reseller/account/update', { ...body, rate_sub: 5 })).status).toBe(
      200,
    );
    expect((await secondSub.post('/ajax/v2/subreseller/account/update', body)).status).toBe(200);
    const after = await resellerByCode(server.db, DEMO_RESELLER_CODES.reseller);
    const afterSub = await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller);
    expect(after).toEqual(first);
    expect(afterSub).toEqual(firstSub);
  });
});
