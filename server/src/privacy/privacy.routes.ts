import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createDataExportService } from './data-export.service';

const routes = contract.privacy;

/** A person's own data: the export (issue 20). */
export function privacyRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const exports = createDataExportService(ctx);
  mountRaw(router, routes.dataExport, async ({ actor }, http) => {
    const file = await exports.exportZip(actor, actor.id);
    http.set('Content-Type', 'application/zip');
    http.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    http.set('Cache-Control', 'no-store');
    http.body = Buffer.from(file.bytes);
  });
  return router;
}
