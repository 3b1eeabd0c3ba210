import Router from '@koa/router';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { COMMISSION_TEXT, contract, RESELLER_SETTINGS_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createPayoutService } from '../payouts/payout.service';
import { sendReport } from '../reports/report-download';
import { createAdminAffiliateCommissionService } from './admin-affiliate-commission.service';
import { createAdminCommissionService } from './admin-commission.service';
import { createCommissionPayoutReportService } from './commission-payout-report.service';
import { createResellerAccountService } from './reseller-account.service';
import { createResellerCommissionService } from './reseller-commission.service';
import { createSubResellerDashboardService } from './subreseller-dashboard.service';
import { createSubResellerStatementService } from './subreseller-statement.service';

/**
 * Admin commissions and payouts (resellers' and affiliates'), reseller settings and the sub-reseller dashboard
 * (spec 002 §7 "Reseller and commissions", §8).
 */
export function commissionRouter(ctx: AppContext): Router<AppState> {
  const { db, config } = ctx;
  const router = new Router<AppState>();
  const admin = createAdminCommissionService(ctx);
  const affiliates = createAdminAffiliateCommissionService(ctx);
  const payouts = createPayoutService(ctx);
  const accounts = createResellerAccountService({ ...ctx, publicUrl: config.publicUrl });
  const dashboard = createSubResellerDashboardService(ctx);
  const overview = createResellerCommissionService(ctx);
  const statements = createSubResellerStatementService(ctx);
  const payoutReports = createCommissionPayoutReportService(ctx);
  const a = contract.adminCommission;
  const r = contract.resellerSettings;
  const s = contract.subReseller;

  mount(router, a.ofUser, async ({ params }) => ({ data: await admin.ofUser(params.id) }));
  mount(router, a.monthly, async ({ params, query }) => ({
    data: await admin.monthly(params.month, params.year, query.page),
  }));
  mount(router, a.release, async ({ body, actor }) => ({
    data: await admin.release(actor, body.ids),
    message: COMMISSION_TEXT.released,
  }));
  mount(router, a.update, async ({ body, actor }) => ({
    data: await admin.update(actor, body),
    message: COMMISSION_TEXT.updated,
  }));
  mount(router, a.remove, async ({ body, actor }) => ({
    data: await admin.remove(actor, body.hashslug),
    message: COMMISSION_TEXT.deleted,
  }));
  const af = contract.adminAffiliateCommission;
  mount(router, af.monthly, async ({ params, query }) => ({
    data: await affiliates.monthly(params.month, params.year, query.page),
  }));
  mount(router, af.release, async ({ body, actor }) => ({
    data: await affiliates.release(actor, body.ids),
    message: COMMISSION_TEXT.released,
  }));
  mountRaw(router, a.payout, async ({ body, actor }, ctx) => {
    const file = await payouts.generate(actor, body);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="payout-${file.reference}.csv"`);
    ctx.set('X-Payout-Batch', String(file.batchId));
    ctx.body = file.csv;
  });

  mountRaw(router, a.report, async ({ params }, ctx) => {
    const data = await payoutReports.report(params.month, params.year);
    await sendReport(ctx, 'commission-payout', data, `commission-payout-${params.year}-${params.month}.pdf`);
  });

  mount(router, contract.resellerCommission.overview, async ({ query, actor }) => ({
    data: await overview.overview(actor, query),
  }));
  mount(router, r.userInfo, async ({ actor }) => ({ data: await accounts.info(actor) }));
  mount(router, r.update, async ({ body, actor }) => ({
    data: await accounts.update(actor, body),
    message: RESELLER_SETTINGS_TEXT.updated,
  }));

  mount(router, s.resellerInfo, async ({ query, actor }) => ({
    data: await dashboard.info(actor, query),
  }));
  mount(router, s.userInfo, async ({ actor }) => ({ data: await accounts.info(actor) }));
  mount(router, s.banks, async () => ({ data: { banks: await geographyRepository.banks(db) } }));
  mount(router, s.update, async ({ body, actor }) => ({
    data: await accounts.update(actor, body),
    message: RESELLER_SETTINGS_TEXT.updated,
  }));
  mount(router, s.statement, async ({ query, actor }) => ({
    data: await statements.statement(actor, query.month, query.year),
  }));
  mountRaw(router, s.statementPdf, async ({ query, actor }, ctx) => {
    const data = await statements.report(actor, query.month, query.year);
    await sendReport(
      ctx,
      'subreseller-statement',
      data,
      `subreseller-statement-${query.year}-${query.month}.pdf`,
    );
  });
  return router;
}
