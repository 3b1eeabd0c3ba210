import type { AreaModule } from '../area-module';
import type { Fulfilment, FulfilmentTable } from '../orders/fulfilment';
import type { OutboxHandler, Schedule } from './job-types';

/** Everything the job runner runs, collected from the areas' modules. */
export interface JobSet {
  schedules: readonly Schedule[];
  /** Handlers by topic, in the order the modules declared them. */
  handlers: ReadonlyMap<string, readonly OutboxHandler[]>;
  fulfilments: FulfilmentTable;
}

function unique(kind: string, names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`${kind} ${name} is declared twice`);
    seen.add(name);
  }
}

/**
 * Collects the modules' schedules, outbox handlers and fulfilments. A name declared twice (a schedule, a
 * handler of one topic, a fulfilment of one item type) is a mistake and throws. Routers are not built.
 */
export function collectJobs(modules: readonly AreaModule[]): JobSet {
  const schedules = modules.flatMap((m) => m.schedules ?? []);
  unique(
    'schedule',
    schedules.map((s) => s.name),
  );
  const handlers = new Map<string, OutboxHandler[]>();
  for (const h of modules.flatMap((m) => m.outboxHandlers ?? [])) {
    const list = handlers.get(h.topic) ?? [];
    handlers.set(h.topic, [...list, h]);
  }
  for (const [topic, list] of handlers)
    unique(
      `handler of ${topic}`,
      list.map((h) => h.name),
    );
  const fulfilments = new Map<string, Fulfilment[]>();
  for (const f of modules.flatMap((m) => m.fulfilments ?? [])) {
    fulfilments.set(f.itemType, [...(fulfilments.get(f.itemType) ?? []), f]);
  }
  for (const [type, list] of fulfilments)
    unique(
      `fulfilment of ${type}`,
      list.map((f) => f.name),
    );
  return { schedules, handlers, fulfilments };
}
