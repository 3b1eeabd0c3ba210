import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every } from '../jobs/job-types';
import { expireAbandonedUploads } from './upload-expiry';

/** Uploads: the `upload-expiry` job, every 15 minutes on one instance at a time (the tus mount is middleware). */
export function uploadsModule(ctx: AppContext): AreaModule {
  const { storage } = ctx;
  return {
    name: 'uploads',
    schedules: [
      every('upload-expiry', 15 * 60_000, async ({ db, now }) => {
        await expireAbandonedUploads(db, storage, now);
      }),
    ],
  };
}
