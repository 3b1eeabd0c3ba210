import { includedTaxSen } from '../money/included-tax';
import { assertSen, type Sen } from '../money/sen';
import type { TaxTypeCode } from './codes';
import type { EInvoiceLineInput, LineTax } from './document';

/** A tax category as products carry it: the type and, for `01`-`05`, the rate. */
export interface TaxTreatment {
  type: TaxTypeCode;
  rateBasisPoints: number;
  exemptionReason?: string;
}

/** Whether the type charges tax at its rate (`06` not applicable and `E` exempt charge none). */
export function chargesTax(type: TaxTypeCode): boolean {
  return type !== '06' && type !== 'E';
}

/** The tax inside a tax-inclusive amount under a treatment: `includedTaxSen`, or nothing for `06`/`E`. */
export function taxOfInclusive(grossSen: Sen, treatment: TaxTreatment): Sen {
  return chargesTax(treatment.type) ? includedTaxSen(grossSen, treatment.rateBasisPoints) : 0;
}

/** A line as our orders hold it: prices include tax, the discount is the line's (tax included). */
export interface InclusiveLine {
  description: string;
  classification: string;
  quantity: number;
  unitPriceSen: Sen;
  discountSen: Sen;
  tax: TaxTreatment;
}

/**
 * Turns a tax-inclusive line into the e-Invoice's terms (excluding tax) without losing a sen:
 * the tax is taken out of the line's total once (`includedTaxSen`), so total excluding tax + tax equals
 * what the buyer paid for the line. The unit price excluding tax is rounded up to the sen, so
 * quantity x unit price is never below the total; what that rounding adds (less than one sen per unit)
 * goes into the line's discount with the real discount, which keeps every figure exact.
 */
export function lineFromInclusive(line: InclusiveLine): EInvoiceLineInput {
  const q = line.quantity;
  if (!Number.isSafeInteger(q) || q <= 0)
    throw new RangeError(`quantity must be a positive integer, got ${q}`);
  const list = assertSen(line.unitPriceSen, 'unit price') * q;
  const gross = list - assertSen(line.discountSen, 'discount');
  if (gross < 0) throw new RangeError('the discount exceeds the line');
  const tax = taxOfInclusive(gross, line.tax);
  const totalExcludingTax = gross - tax;
  const listExcludingTax = list - taxOfInclusive(list, line.tax);
  const unitPriceSen = Math.ceil(listExcludingTax / q);
  const discountSen = unitPriceSen * q - totalExcludingTax;
  const taxEntry: LineTax = {
    type: line.tax.type,
    rateBasisPoints: chargesTax(line.tax.type) ? line.tax.rateBasisPoints : 0,
    taxableSen: totalExcludingTax,
    taxSen: tax,
    ...(line.tax.exemptionReason ? { exemptionReason: line.tax.exemptionReason } : {}),
  };
  return {
    description: line.description,
    classifications: [line.classification],
    quantity: q,
    unitPriceSen,
    ...(discountSen > 0
      ? { discountSen, discountReason: line.discountSen > 0 ? 'Discount' : 'Unit price rounding' }
      : {}),
    taxes: [taxEntry],
  };
}
