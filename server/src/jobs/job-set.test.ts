import { describe, expect, it } from 'vitest';
import type { AreaModule } from '../area-module';
import { fulfil } from '../orders/fulfilment';
import { collectJobs } from './job-set';
import { every, onEvent } from './job-types';

const noop = async () => undefined;

describe('collectJobs', () => {
  it('keeps the modules’ order for handlers of one topic and for fulfilments of one item type', () => {
    const a: AreaModule = {
      name: 'a',
      outboxHandlers: [onEvent('order.paid', 'first', noop)],
      fulfilments: [fulfil('package', 'grant', noop)],
    };
    const b: AreaModule = {
      name: 'b',
      outboxHandlers: [onEvent('order.paid', 'second', noop), onEvent('order.refunded', 'undo', noop)],
      fulfilments: [fulfil('package', 'coins', noop)],
      schedules: [every('tidy', 1000, noop)],
    };
    const jobs = collectJobs([a, b]);
    expect(jobs.handlers.get('order.paid')?.map((h) => h.name)).toEqual(['first', 'second']);
    expect(jobs.handlers.get('order.refunded')?.map((h) => h.name)).toEqual(['undo']);
    expect(jobs.fulfilments.get('package')?.map((f) => f.name)).toEqual(['grant', 'coins']);
    expect(jobs.schedules.map((s) => s.name)).toEqual(['tidy']);
  });

  it('never builds a router', () => {
    const module: AreaModule = {
      name: 'http-only',
      routers: () => {
        throw new Error('built');
      },
    };
    expect(() => collectJobs([module])).not.toThrow();
  });

  it('refuses a name declared twice', () => {
    const twice = (m: Partial<AreaModule>): AreaModule[] => [
      { name: 'a', ...m },
      { name: 'b', ...m },
    ];
    expect(() => collectJobs(twice({ schedules: [every('tidy', 1000, noop)] }))).toThrow(/tidy/);
    expect(() => collectJobs(twice({ outboxHandlers: [onEvent('order.paid', 'x', noop)] }))).toThrow(
      /order\.paid/,
    );
    expect(() => collectJobs(twice({ fulfilments: [fulfil('event', 'x', noop)] }))).toThrow(/event/);
  });

  it('refuses a schedule without a positive period', () => {
    expect(() => every('never', 0, noop)).toThrow(RangeError);
  });
});
