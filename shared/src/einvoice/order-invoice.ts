import { allocate } from '../money/allocate';
import type { Sen } from '../money/sen';
import { CLASSIFICATION } from './codes';
import type { LineTax } from './document';
import { type InclusiveLine, type TaxTreatment, taxOfInclusive } from './line-amounts';

/** An order line as the order holds it (prices include tax). */
export interface PaidOrderItem {
  name: string;
  unitPriceSen: Sen;
  quantity: number;
  subtotalSen: Sen;
}

/**
 * The tax treatment of what Mahir sells, until products carry their own tax code: service tax (`02`) at
 * `SST_RATE`. The one place the e-Invoices read it from.
 */
export function saleTaxTreatment(rateBasisPoints: number): TaxTreatment {
  return rateBasisPoints > 0 ? { type: '02', rateBasisPoints } : { type: '06', rateBasisPoints: 0 };
}

/**
 * An order's lines for its e-Invoice, adding up to what was paid in money (`grandTotalSen`): the paid
 * amount is spread over the lines by their subtotals (`allocate`), and what a line's list price exceeds
 * its share by (discounts, coins, points) is its discount. Quantities and unit prices stay as sold.
 */
export function paidOrderLines(
  items: readonly PaidOrderItem[],
  grandTotalSen: Sen,
  tax: TaxTreatment,
): InclusiveLine[] {
  const shares = allocate(
    grandTotalSen,
    items.map((i) => i.subtotalSen),
  );
  return items.map((item, n) => {
    const list = item.unitPriceSen * item.quantity;
    const paid = shares[n] ?? 0;
    // A line sold under its list price by more than its share still invoices its share, at quantity 1.
    const fits = paid <= list;
    return {
      description: item.name.slice(0, 300) || 'Item',
      classification: CLASSIFICATION.educationFees,
      quantity: fits ? item.quantity : 1,
      unitPriceSen: fits ? item.unitPriceSen : paid,
      discountSen: fits ? list - paid : 0,
      tax,
    };
  });
}

/** A receipt's tax parts for the month's consolidated e-Invoice: what was paid, with the tax inside it. */
export function paidReceiptParts(grandTotalSen: Sen, tax: TaxTreatment): LineTax[] {
  const taxSen = taxOfInclusive(grandTotalSen, tax);
  return [
    {
      type: tax.type,
      rateBasisPoints: tax.type === '06' ? 0 : tax.rateBasisPoints,
      taxableSen: grandTotalSen - taxSen,
      taxSen,
    },
  ];
}
