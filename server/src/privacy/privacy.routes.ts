import Router from '@koa/router';
import { contract, PRIVACY_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createAccountDeletionService } from './account-deletion.service';
import { createDataExportService } from './data-export.service';

const routes = contract.privacy;

/** A person's own data: the export, the deletion request, and the back office's list of requests (issue 20). */
export function privacyRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const exports = createDataExportService(ctx);
  const deletions = createAccountDeletionService(ctx);
  mountRaw(router, routes.dataExport, async ({ actor, query }, http) => {
    const file = await exports.exportZip(actor, query.child_id ?? actor.id);
    http.set('Content-Type', 'application/zip');
    http.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    http.set('Cache-Control', 'no-store');
    http.body = Buffer.from(file.bytes);
  });
  mount(router, routes.myDeletionRequest, async ({ actor, query }) => ({
    data: { request: await deletions.latest(actor, query.child_id ?? actor.id) },
  }));
  mount(router, routes.requestDeletion, async ({ actor, body }) => {
    const { request, created } = await deletions.request(actor, body.child_id ?? actor.id, body);
    return {
      data: { request },
      message: created ? PRIVACY_TEXT.deletionRequested : PRIVACY_TEXT.deletionPending,
    };
  });
  mount(router, routes.adminDeletionRequests, async ({ actor, query }) => ({
    data: await deletions.list(actor, query),
  }));
  mount(router, routes.completeDeletion, async ({ actor, params }) => {
    const { request, changed } = await deletions.complete(actor, params.id);
    return {
      data: { request },
      message: changed ? PRIVACY_TEXT.deletionCompleted : PRIVACY_TEXT.deletionAlreadyCompleted,
    };
  });
  return router;
}
