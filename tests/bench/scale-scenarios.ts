import { createDb } from '@mahir/db';
import { addMonths, malaysiaYearMonth } from '@mahir/shared';
import { type BenchRequest, httpClient, loginAs, startVisitor } from './http-load';
import { SCALE_BUYERS, SCALE_ORGANIZATION_MEMBERS, type ScaleData } from './scale-data';
import { searchRequests } from './search-workload';

/** A keep-alive client of one origin as one visitor or user. */
export type Client = ReturnType<typeof httpClient>;

/**
 * One scale-bench scenario: operation `i` of worker `w` is one or more requests sent one after the other on a
 * client; an operation's time is its latency sample, operations per second its throughput.
 */
export interface Scenario {
  name: string;
  /** Sequential operations timed for p50, p95 and p99. */
  samples: number;
  /** Operations in flight during the throughput slices. */
  concurrency: number;
  op(w: number, i: number): { client: Client; requests: BenchRequest[] };
}

/** The courses, months and organization the scenarios read, taken from the generated data. */
export interface ScaleTargets {
  courses: Array<{ id: number; hashslug: string }>;
  months: Array<{ month: number; year: number }>;
  organization: ScaleData['organization'];
}

const SAMPLE_COURSES = 2000;

/** Published courses open to every buyer, spread evenly over the whole id range, and the last twelve months. */
export async function loadTargets(databaseUrl: string, data: ScaleData): Promise<ScaleTargets> {
  const db = createDb({ url: databaseUrl });
  try {
    const span = await db
      .selectFrom('courses')
      .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    const step = Math.max(1, Math.floor((Number(span.hi) - Number(span.lo)) / SAMPLE_COURSES));
    const ids = Array.from(
      { length: SAMPLE_COURSES },
      (_, k) => Number(span.lo) + ((k * 7919) % SAMPLE_COURSES) * step,
    );
    const courses = await db
      .selectFrom('courses')
      .select(['id', 'hashslug'])
      .where('id', 'in', ids)
      .where('status_id', '=', 1)
      // Any visitor may buy them: a demo course sold by access code only is left out.
      .where('special_invitation', '=', 0)
      .execute();
    const now = malaysiaYearMonth(new Date());
    const months = Array.from({ length: 12 }, (_, k) => addMonths(now.year, now.month, -k));
    return { courses, months, organization: data.organization };
  } finally {
    await db.destroy();
  }
}

/** Clients for the scenarios: an anonymous visitor, the demo admin, and one buyer (a bench pupil) per worker. */
export async function scenarioClients(baseUrl: string, buyers: number) {
  const visitor = httpClient(baseUrl, 32, await startVisitor(baseUrl));
  const admin = httpClient(baseUrl, 16, await loginAs(baseUrl, 'admin@demo.my'));
  const buyerClients: Client[] = [];
  // Pupils after the organization's members, so the orders they place do not change its statistics; they own no
  // course (SCALE_BUYERS), so any course can go in their carts.
  if (buyers > SCALE_BUYERS) throw new Error(`at most ${SCALE_BUYERS} buyers own nothing`);
  for (let w = 0; w < buyers; w++)
    buyerClients.push(
      httpClient(baseUrl, 1, await loginAs(baseUrl, `murid${SCALE_ORGANIZATION_MEMBERS + 1 + w}@bench.my`)),
    );
  return {
    visitor,
    admin,
    buyers: buyerClients,
    close() {
      for (const c of [visitor, admin, ...buyerClients]) c.close();
    },
  };
}

type Clients = Awaited<ReturnType<typeof scenarioClients>>;

/** The trivial JSON route every scenario is measured beside. */
export const HEALTH: BenchRequest = { method: 'GET', path: '/healthz' };

/** The issue 18 scenarios over HTTP (the tus uploads are measured by storage.ts). */
export function scaleScenarios(t: ScaleTargets, clients: Clients): Scenario[] {
  const searches = searchRequests(510);
  const course = (i: number) => t.courses[(i * 7919) % t.courses.length] ?? { id: 1, hashslug: 'x' };
  const org = t.organization;
  const orgQuery = `organization_id=${org.id}&month=${org.month}&year=${org.year}`;
  const buyer = (w: number) => clients.buyers[w % clients.buyers.length] ?? clients.visitor;
  return [
    {
      name: 'catalogue search (cache off)',
      samples: 300,
      concurrency: 16,
      op: (_w, i) => ({ client: clients.visitor, requests: [searches[i % searches.length] as BenchRequest] }),
    },
    {
      name: 'course page',
      samples: 300,
      concurrency: 16,
      op: (_w, i) => ({
        client: clients.visitor,
        requests: [{ method: 'GET', path: `/ajax/v2/vod/course/page/${course(i).hashslug}` }],
      }),
    },
    {
      name: 'chapter list',
      samples: 300,
      concurrency: 16,
      op: (_w, i) => ({
        client: clients.visitor,
        requests: [{ method: 'GET', path: `/ajax/v2/vod/video/chapter/${course(i).id}` }],
      }),
    },
    {
      name: 'cart add + place-order + clear (3 requests)',
      samples: 60,
      concurrency: clients.buyers.length,
      op: (w, i) => ({
        client: buyer(w),
        requests: [
          {
            method: 'POST',
            path: '/ajax/v2/vod/course/cart',
            form: { course_id: String(course(w * 104_729 + i).id) },
          },
          {
            method: 'POST',
            path: '/ajax/v2/cart/place-order',
            body: { name: 'Siti Aminah', email: 'siti@example.my', phone_no: '0123456789' },
          },
          { method: 'POST', path: '/ajax/v2/cart/clear', body: {} },
        ],
      }),
    },
    {
      name: 'commission month (admin, page of 50)',
      samples: 100,
      concurrency: 8,
      op: (_w, i) => {
        const m = t.months[i % t.months.length] ?? { month: 1, year: 2026 };
        const page = 1 + (Math.floor(i / t.months.length) % 3);
        return {
          client: clients.admin,
          requests: [
            { method: 'GET', path: `/ajax/v2/admin/reseller/commissions/${m.month}/${m.year}?page=${page}` },
          ],
        };
      },
    },
    {
      name: 'statistics listing (admin, organization month)',
      samples: 100,
      concurrency: 8,
      op: (_w, i) => ({
        client: clients.admin,
        requests: [
          {
            method: 'POST',
            path: `/ajax/v2/admin/organization/statistic/listed?page=${1 + (i % 4)}`,
            body: { organization_id: org.id, month: org.month, year: org.year },
          },
        ],
      }),
    },
    {
      name: `report PDF (organization month, ${SCALE_ORGANIZATION_MEMBERS} members)`,
      samples: 8,
      concurrency: 2,
      op: () => ({
        client: clients.admin,
        requests: [{ method: 'GET', path: `/ajax/v2/admin/organization/statistic/report.pdf?${orgQuery}` }],
      }),
    },
  ];
}

/** The mixed visitor workload of the two-instance comparison: search, course page and chapter list in turn. */
export function mixedVisitorRequests(t: ScaleTargets, count: number): BenchRequest[] {
  const searches = searchRequests(510);
  return Array.from({ length: count }, (_, i): BenchRequest => {
    const c = t.courses[(i * 7919) % t.courses.length] ?? { id: 1, hashslug: 'x' };
    if (i % 3 === 0) return searches[i % searches.length] as BenchRequest;
    if (i % 3 === 1) return { method: 'GET', path: `/ajax/v2/vod/course/page/${c.hashslug}` };
    return { method: 'GET', path: `/ajax/v2/vod/video/chapter/${c.id}` };
  });
}
