import type Router from '@koa/router';
import type { AppState } from './http/state';
import type { OutboxHandler, Schedule } from './jobs/job-types';
import type { Fulfilment } from './orders/fulfilment';

/**
 * What one area contributes to the process. The HTTP app builds the routers; the job runner collects the
 * outbox handlers, schedules and fulfilments and never builds a router. Nothing registers itself.
 */
export interface AreaModule {
  name: string;
  /** The area's route files, built only when the HTTP app is (in this order; order decides precedence). */
  routers?: () => Router<AppState>[];
  outboxHandlers?: readonly OutboxHandler[];
  schedules?: readonly Schedule[];
  fulfilments?: readonly Fulfilment[];
}
