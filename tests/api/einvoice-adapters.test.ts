import { createDb } from '@mahir/db';
import { createMyInvoisHttpClient } from '@mahir/server/einvoice/myinvois-http.client';
import { createMyInvoisSandbox } from '@mahir/server/einvoice/myinvois-sandbox.client';
import { buildIndividualInvoice, renderUblJson } from '@mahir/shared/einvoice/index';
import { SAMPLE_BUYER, SAMPLE_SELLER } from '@mahir/shared/einvoice/testing/sample-parties';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MyInvoisHarness,
  myInvoisClientSuite,
  myInvoisNetworkSuite,
} from '../support/myinvois-client-suite';
import { MyInvoisEmulator } from '../support/myinvois-emulator';
import { startTestDatabase, type TestDatabase } from '../support/test-database';
import { dialects } from '../support/test-server';

const PORTAL = 'https://mahir.test/myinvois-sandbox';

/** A sandbox on a private copy of the demo database, its clock in the test's hands. */
async function sandboxHarness(
  dialect: 'sqlite' | 'postgres',
): Promise<MyInvoisHarness & { server: TestDatabase }> {
  const server = await startTestDatabase(dialect);
  let time = Date.parse('2026-12-01T01:30:00.000Z');
  const client = createMyInvoisSandbox({
    db: server.db,
    taxpayerTin: SAMPLE_SELLER.tin,
    portalBase: PORTAL,
    clock: () => new Date(time),
    validationDelayMs: 3000,
  });
  return {
    server,
    client,
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    close: () => server.close(),
  };
}

async function emulatorHarness(timeoutMs = 15_000) {
  const emulator = await new MyInvoisEmulator(SAMPLE_SELLER.tin).start();
  const settings = {
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    apiBase: emulator.url,
    portalBase: 'https://preprod.myinvois.hasil.gov.my',
    timeoutMs,
  };
  const clock = () => emulator.now().getTime();
  return {
    emulator,
    client: createMyInvoisHttpClient(settings, fetch, clock),
    now: () => emulator.now(),
    advance: (ms: number) => emulator.advance(ms),
    tokenRequests: () => emulator.tokenRequests,
    expireTokens: () => emulator.expireTokens(),
    stall: (on: boolean) => {
      emulator.stalled = on;
    },
    timeoutMs,
    withWrongSecret: () => createMyInvoisHttpClient({ ...settings, clientSecret: 'wrong' }, fetch, clock),
    close: () => emulator.close(),
  };
}

for (const dialect of dialects())
  myInvoisClientSuite(`built-in sandbox on ${dialect}`, () => sandboxHarness(dialect));
myInvoisClientSuite('HTTP adapter against the MyInvois emulator', () => emulatorHarness());
myInvoisNetworkSuite('HTTP adapter against the MyInvois emulator', () => emulatorHarness(1500));

describe.each(dialects())('MyInvois sandbox state on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof sandboxHarness>>;
  beforeAll(async () => {
    h = await sandboxHarness(dialect);
  });
  afterAll(async () => {
    await h?.close?.();
  });

  const invoice = (codeNumber: string) => ({
    codeNumber,
    json: renderUblJson(
      buildIndividualInvoice({
        seller: SAMPLE_SELLER,
        codeNumber,
        issuedAt: h.now(),
        buyer: SAMPLE_BUYER,
        orderReference: codeNumber,
        lines: [
          {
            description: 'Pakej',
            classification: '010',
            quantity: 1,
            unitPriceSen: 2500,
            discountSen: 0,
            tax: { type: '02', rateBasisPoints: 800 },
          },
        ],
      }),
    ),
  });

  it('is the same for another instance on the same database and after a restart', async () => {
    const { accepted } = await h.client.submit([invoice('EI-STATE-1')]);
    h.advance(10_000);
    const uuid = accepted[0]?.uuid ?? '';
    const other = createDb({ url: h.server.databaseUrl, poolSize: 2, onPoolError: () => undefined });
    try {
      const second = createMyInvoisSandbox({
        db: other,
        taxpayerTin: SAMPLE_SELLER.tin,
        portalBase: PORTAL,
        clock: h.now,
      });
      const seen = await second.getDocumentDetails(uuid);
      expect(seen).toMatchObject({ uuid, status: 'Valid', internalId: 'EI-STATE-1' });
      await second.cancelDocument(uuid, 'Cancelled from the other instance');
      expect((await h.client.getDocumentDetails(uuid)).status).toBe('Cancelled');
    } finally {
      await other.destroy();
    }
  });

  it('lets one of two simultaneous cancellations win', async () => {
    const { accepted } = await h.client.submit([invoice('EI-RACE-1')]);
    h.advance(10_000);
    const uuid = accepted[0]?.uuid ?? '';
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => h.client.cancelDocument(uuid, `racer ${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code),
    ).toEqual(Array(7).fill('IncorrectState'));
  });

  it('shows a valid document behind its validation link, and nothing behind a wrong one', async () => {
    const { accepted } = await h.client.submit([invoice('EI-PUBLIC-1')]);
    const uuid = accepted[0]?.uuid ?? '';
    const { longId } =
      (await h.client.getSubmission((await h.client.getDocumentDetails(uuid)).submissionUid)).documents[0] ??
      {};
    expect(longId).toBeNull();
    h.advance(10_000);
    const details = await h.client.getDocumentDetails(uuid);
    const sandbox = h.client as ReturnType<typeof createMyInvoisSandbox>;
    const shown = await sandbox.publicDocument(uuid, details.longId ?? '');
    expect(shown?.summary).toMatchObject({ uuid, status: 'Valid', internalId: 'EI-PUBLIC-1' });
    expect(JSON.parse(shown?.document ?? '{}').Invoice[0].ID[0]._).toBe('EI-PUBLIC-1');
    expect(await sandbox.publicDocument(uuid, 'X'.repeat(40))).toBeNull();
    expect(h.client.validationLink(uuid, details.longId ?? '')).toBe(
      `${PORTAL}/${uuid}/share/${details.longId}`,
    );
  });
});
