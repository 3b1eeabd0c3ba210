import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every } from '../jobs/job-types';
import { backfillHls, runMediaJobs } from './transcode.job';

/** Transcoding and photo previews run from the one job runner, a few jobs per tick, never twice at once. */
export function transcodeModule(ctx: AppContext): AreaModule {
  const { storage } = ctx;
  return {
    name: 'transcode',
    schedules: [
      every('media-jobs', 5_000, ({ db, logger }) =>
        runMediaJobs({ db, storage, logger }).then(() => undefined),
      ),
      // Modules transcoded before HLS (or whose packaging failed) get their package, two a minute.
      every('hls-backfill', 60_000, ({ db, logger }) =>
        backfillHls({ db, storage, logger }).then(() => undefined),
      ),
    ],
  };
}
