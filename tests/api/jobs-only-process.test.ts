import type { AreaModule } from '@mahir/server/area-module';
import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { collectJobs } from '@mahir/server/jobs/job-set';
import { createLogger } from '@mahir/server/logger';
import { serverModules } from '@mahir/server/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { courseOrder, orderByRef, orderServiceFor, paidCallback, postCallback } from './money-fixtures';

/** The areas as a process that only runs jobs sees them: building any router fails the test. */
function jobsOnly(modules: AreaModule[]): AreaModule[] {
  return modules.map((m) => ({
    ...m,
    routers: () => {
      throw new Error(`the job runner built the ${m.name} routers`);
    },
  }));
}

describe.each(dialects())('a process that only runs jobs, on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('collects every area fulfilment from the modules, without building a router', () => {
    const jobs = collectJobs(jobsOnly(serverModules(server.context)));
    const names = (type: string) => (jobs.fulfilments.get(type) ?? []).map((f) => f.name);
    expect(names('course')).toEqual(['course-subscription']);
    expect(names('package')).toEqual(['package-subscription', 'package-coins']);
    expect(names('event')).toEqual(['event-registration']);
    expect(names('merchandise')).toEqual(['merchandise-shipment']);
    expect(names('coin_pack')).toEqual(['coin-pack-credit']);
    // The paid order's mails are queued once it is fulfilled (an event line registers before it is mailed).
    expect((jobs.handlers.get('order.paid') ?? []).map((h) => h.name)).toEqual([
      'renewal-payment',
      'fulfilment',
      'attribution',
      'receipt-mail',
      'package-for-child-mail',
      'event-registration-mail',
      'commission',
      'sales-summary',
    ]);
  });

  it('fulfils a paid course order: the buyer is subscribed once', async () => {
    const userId = await userIdOf(server.db, 'affiliate@demo.my');
    const course = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('status_id', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await server.db
      .deleteFrom('subscriptions')
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .execute();
    const placed = await orderServiceFor(server.db).placeOrder(courseOrder(userId, course));
    const form = paidCallback(placed.reference, `JO-${placed.id}`);
    expect(await postCallback(server.url, form)).toEqual({ status: 200, text: 'OK' });
    const runner = createJobRunner({
      db: server.db,
      logger: createLogger('silent'),
      jobs: collectJobs(jobsOnly(serverModules(server.context))),
    });
    await runner.tick();
    await runner.tick();
    const order = await orderByRef(server.db, placed.reference);
    const subscribed = await server.db
      .selectFrom('subscriptions')
      .select('order_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .execute();
    expect(subscribed).toEqual([{ order_id: order.id }]);
    const receipts = await server.db
      .selectFrom('fulfilments')
      .select('handler')
      .where('order_id', '=', order.id)
      .execute();
    expect(receipts.map((r) => r.handler)).toEqual(['course-subscription']);
  });
});
