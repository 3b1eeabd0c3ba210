import { appSettingRepository } from '@mahir/db/repositories/app-setting.repository';
import { taxReportRepository } from '@mahir/db/repositories/tax-report.repository';
import type { TaxCodesBody, TaxCodesView, TaxReport } from '@mahir/shared';
import { malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import { ORDER_ITEM_TYPES } from '@mahir/shared/rules/order-state';
import { type TaxCode, taxReportTable, taxTreatment } from '@mahir/shared/tax/index';
import { type Actor, hasRole } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { DEFAULT_SST, type SstConfig } from './sst-config';
import { loadTaxTable, parseTaxChanges, TAX_CODES_SETTING } from './tax-table';

function adminId(actor: Actor): number {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'admin')) throw AppError.forbidden();
  return actor.id;
}

/** Tax codes per product type and the monthly tax report (issue 21, docs/tax.md); admins only. */
export function createTaxService({ db, clock, sst = DEFAULT_SST }: ServiceDeps & { sst?: SstConfig }) {
  async function view(): Promise<TaxCodesView> {
    const table = await loadTaxTable(db);
    return {
      codes: ORDER_ITEM_TYPES.map((kind) => {
        const code = table[kind];
        return {
          item_type: kind,
          type: code.type,
          rate_basis_points: code.rateBasisPoints,
          exemption_reason: code.exemptionReason ?? null,
          effective_rate_basis_points: taxTreatment(code, sst.rateBasisPoints).rateBasisPoints,
        };
      }),
      sst_rate_basis_points: sst.rateBasisPoints,
      registration_no: sst.registrationNo,
    };
  }

  return {
    async codes(actor: Actor): Promise<TaxCodesView> {
      adminId(actor);
      return view();
    },

    /** Saves the codes named (the body is checked by the contract); orders placed before keep their tax. */
    async saveCodes(actor: Actor, body: TaxCodesBody): Promise<TaxCodesView> {
      const by = adminId(actor);
      await db.transaction().execute(async (trx) => {
        const changes = parseTaxChanges(await appSettingRepository.get(trx, TAX_CODES_SETTING));
        for (const c of body.codes) {
          const code: TaxCode = { type: c.type, rateBasisPoints: c.rate_basis_points };
          if (c.exemption_reason) code.exemptionReason = c.exemption_reason;
          changes[c.item_type] = code;
        }
        await appSettingRepository.set(trx, {
          key: TAX_CODES_SETTING,
          value: JSON.stringify(changes),
          updatedBy: by,
          now: clock().toISOString(),
        });
      });
      return view();
    },

    /** A Malaysia month's paid lines by tax type and rate; each row's excluding part is its charge less its tax. */
    async report(actor: Actor, month: number, year: number): Promise<TaxReport> {
      adminId(actor);
      const range = malaysiaMonthRange(year, month);
      const [sums, orders, refunds, refundCount] = await Promise.all([
        taxReportRepository.byRate(db, range),
        taxReportRepository.orderCount(db, range),
        taxReportRepository.refundsByRate(db, range),
        taxReportRepository.refundCount(db, range),
      ]);
      return {
        month,
        year,
        ...taxReportTable(sums, refunds),
        orders,
        refund_count: refundCount,
        registration_no: sst.registrationNo,
      };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
