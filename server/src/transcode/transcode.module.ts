import { registerSchedule } from '../jobs';
import { runMediaJobs } from './transcode.job';

/** Transcoding and photo previews run from the one job runner, a few jobs per tick, never twice at once. */
export function registerMediaJobs(dataDir: string): void {
  registerSchedule('media-jobs', 5_000, ({ db, logger }) =>
    runMediaJobs({ db, dataDir, logger }).then(() => undefined),
  );
}
