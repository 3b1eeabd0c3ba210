import { TAX_TYPES, type TaxTypeCode } from '../einvoice/codes';
import { chargesTax, type TaxTreatment } from '../einvoice/line-amounts';
import { ORDER_ITEM_TYPES, type OrderItemType } from '../rules/order-state';

/** The tax types a product type may carry: sales tax, service tax, not applicable, exempt. */
export const PRODUCT_TAX_TYPES = [
  TAX_TYPES.salesTax,
  TAX_TYPES.serviceTax,
  TAX_TYPES.notApplicable,
  TAX_TYPES.exempt,
] as const;
export type ProductTaxType = (typeof PRODUCT_TAX_TYPES)[number];

/**
 * A product type's tax code as an admin sets it. The rate is `SST_RATE` unless the code names its own
 * (sales tax is 5 % or 10 % by goods, service tax 8 % or 6 % by service); `06` and `E` charge nothing.
 */
export interface TaxCode {
  type: ProductTaxType;
  /** Basis points (8 % = 800); null takes `SST_RATE`. Ignored for `06` and `E`. */
  rateBasisPoints: number | null;
  /** Required for `E`: the legal basis of the exemption, printed on e-Invoices. */
  exemptionReason?: string;
}

/** A tax code for every line kind an order can hold. */
export type TaxTable = Readonly<Record<OrderItemType, TaxCode>>;

/**
 * The defaults for a Malaysian seller of digital education (docs/tax.md gives the reasons): courses,
 * package subscriptions and event seats are services and carry service tax at `SST_RATE`; merchandise is
 * bought in finished, so its sales tax was charged by the maker or importer and the receipt shows none; a
 * coin pack is stored value, taxed when the coins buy something, not when they are bought.
 */
export const DEFAULT_TAX_TABLE: TaxTable = {
  course: { type: TAX_TYPES.serviceTax, rateBasisPoints: null },
  package: { type: TAX_TYPES.serviceTax, rateBasisPoints: null },
  event: { type: TAX_TYPES.serviceTax, rateBasisPoints: null },
  merchandise: { type: TAX_TYPES.notApplicable, rateBasisPoints: null },
  coin_pack: { type: TAX_TYPES.notApplicable, rateBasisPoints: null },
};

/** Why an admin's tax code is refused, or null when it is usable. */
export type TaxCodeProblem = 'type' | 'rate' | 'exemption_reason';

export function checkTaxCode(code: TaxCode): TaxCodeProblem | null {
  if (!(PRODUCT_TAX_TYPES as readonly string[]).includes(code.type)) return 'type';
  const rate = code.rateBasisPoints;
  if (rate !== null && (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000)) return 'rate';
  if (code.type === TAX_TYPES.exempt && !code.exemptionReason?.trim()) return 'exemption_reason';
  return null;
}

/** The treatment a code gives at the configured `SST_RATE` (basis points): the type and the rate it charges. */
export function taxTreatment(code: TaxCode, sstRateBasisPoints: number): TaxTreatment {
  const type: TaxTypeCode = code.type;
  const rateBasisPoints = chargesTax(type) ? (code.rateBasisPoints ?? sstRateBasisPoints) : 0;
  return {
    type,
    rateBasisPoints,
    ...(code.exemptionReason ? { exemptionReason: code.exemptionReason } : {}),
  };
}

/** A table with an admin's changes over the defaults; every line kind keeps a code. */
export function taxTableWith(changes: Partial<Record<OrderItemType, TaxCode>>): TaxTable {
  const table = { ...DEFAULT_TAX_TABLE };
  for (const kind of ORDER_ITEM_TYPES) {
    const code = changes[kind];
    if (code) table[kind] = code;
  }
  return table;
}
