import { recountSearchTerms } from '@mahir/db';
import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every } from '../jobs/job-types';
import { catalogueRouter } from './catalogue.routes';

const DAY = 24 * 60 * 60_000;

/** The catalogue: categories, search, related courses; the search terms' counts recounted daily. */
export function catalogueModule(ctx: AppContext): AreaModule {
  return {
    name: 'catalogue',
    routers: () => [catalogueRouter(ctx)],
    schedules: [
      every('search-term-counts', DAY, async ({ db }) => {
        await recountSearchTerms(db);
      }),
    ],
  };
}
