import { CLASSIFICATION, isClassificationCode, isTaxTypeCode } from './codes';
import { type At, amount, items, leaf, one, text } from './ubl-read';
import type { IssueList } from './validation-issue';

interface TaxFigure {
  type: string;
  taxable?: number;
  tax?: number;
}

/** Reads `AllowanceCharge` entries: discounts (false) and charges (true) in sen. */
function allowances(issues: IssueList, at: At): { discounts: number; charges: number } {
  let discounts = 0;
  let charges = 0;
  for (const ac of items(issues, at, 'AllowanceCharge', false)) {
    const indicator = leaf(issues, ac, 'ChargeIndicator', true);
    const value = amount(issues, ac, 'Amount', true);
    text(issues, ac, 'AllowanceChargeReason', { required: false, max: 300 });
    if (indicator && typeof indicator.value !== 'boolean')
      issues.add('structure', 'BadStructure', indicator.path, 'ChargeIndicator must be true or false');
    else if (indicator && value !== undefined) {
      if (indicator.value) charges += value;
      else discounts += value;
    }
  }
  return { discounts, charges };
}

/** A quantity with up to five decimals, scaled by 100,000; null when it is not one. */
function scaledQuantity(value: unknown): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const scaled = Math.round(value * 100_000);
  return Math.abs(value * 100_000 - scaled) < 1e-4 ? BigInt(scaled) : null;
}

/** Reads a `TaxTotal`'s subtotals; checks codes, exemption reasons and that its parts add up to its amount. */
function taxTotal(
  issues: IssueList,
  total: At,
  lineLevel: boolean,
  checkRate: boolean,
): { tax?: number; parts: TaxFigure[] } {
  const tax = amount(issues, total, 'TaxAmount', true);
  const parts: TaxFigure[] = [];
  for (const sub of items(issues, total, 'TaxSubtotal', true)) {
    const category = one(issues, sub, 'TaxCategory', true);
    const type = category ? leaf(issues, category, 'ID', true) : undefined;
    if (!type) continue;
    if (!isTaxTypeCode(type.value)) {
      issues.add('codes', 'InvalidCode', type.path, 'the tax type is not one of 01-06 or E');
      continue;
    }
    const scheme = category
      ? leaf(issues, one(issues, category, 'TaxScheme', true) ?? category, 'ID', true)
      : undefined;
    if (scheme && scheme.value !== 'OTH')
      issues.add('codes', 'InvalidCode', scheme.path, 'the tax scheme is OTH (UN/ECE 5153)');
    const figure: TaxFigure = {
      type: type.value,
      taxable: amount(issues, sub, 'TaxableAmount', lineLevel),
      tax: amount(issues, sub, 'TaxAmount', true),
    };
    parts.push(figure);
    if ((type.value === 'E' || type.value === '06') && figure.tax !== undefined && figure.tax !== 0)
      issues.add(
        'coreFields',
        'AmountMismatch',
        `${sub.path}.TaxAmount`,
        `tax type ${type.value} carries no tax`,
      );
    if (type.value === 'E' && lineLevel && category)
      text(issues, category, 'TaxExemptionReason', { required: true, max: 300 });
    if (!lineLevel) continue;
    const pct = leaf(issues, sub, 'Percent', false);
    const charged = type.value !== 'E' && type.value !== '06';
    if (!pct) {
      if (charged && !leaf(issues, sub, 'PerUnitAmount', false))
        issues.add('coreFields', 'MissingField', `${sub.path}.Percent`, 'the tax rate is required');
      continue;
    }
    const bp = typeof pct.value === 'number' ? Math.round(pct.value * 100) : Number.NaN;
    if (!Number.isFinite(bp) || bp < 0 || Math.abs((pct.value as number) * 100 - bp) > 1e-6) {
      issues.add('structure', 'BadStructure', pct.path, 'Percent must be a number with at most two decimals');
      continue;
    }
    // Tax worked out on the amount excluding tax or taken out of a price including it: both stay within
    // half a sen of the rate, which in whole sen is |tax - taxable x rate| <= (1 + rate) / 2.
    if (checkRate && charged && figure.taxable !== undefined && figure.tax !== undefined) {
      const gap = Math.abs(figure.tax * 10_000 - figure.taxable * bp);
      if (gap * 2 > 10_000 + bp)
        issues.add(
          'coreFields',
          'AmountMismatch',
          `${sub.path}.TaxAmount`,
          `the tax is not ${bp / 100} % of the taxable amount`,
        );
    }
  }
  const sum = parts.reduce((s, p) => s + (p.tax ?? 0), 0);
  if (tax !== undefined && parts.every((p) => p.tax !== undefined) && sum !== tax)
    issues.add(
      'coreFields',
      'AmountMismatch',
      `${total.path}.TaxAmount`,
      'the tax amount is not the sum of its subtotals',
    );
  return { tax, parts };
}

/** Checks one invoice line; answers its total excluding tax and its tax figures. */
function validateLine(issues: IssueList, line: At): { total?: number; taxes: TaxFigure[] } {
  text(issues, line, 'ID', { required: true, max: 50 });
  const q = leaf(issues, line, 'InvoicedQuantity', false);
  let quantity = 100_000n;
  if (q) {
    const scaled = scaledQuantity(q.value);
    if (scaled === null)
      issues.add('structure', 'BadStructure', q.path, 'the quantity must be a positive number');
    else quantity = scaled;
    const unit = q.attrs.unitCode;
    if (unit !== undefined && (typeof unit !== 'string' || !/^[A-Z0-9]{2,3}$/.test(unit)))
      issues.add(
        'codes',
        'InvalidCode',
        `${q.path}.unitCode`,
        'the unit of measurement is not a UN/ECE code',
      );
  }
  const price = amount(issues, one(issues, line, 'Price', true) ?? line, 'PriceAmount', true);
  const subtotal = amount(issues, one(issues, line, 'ItemPriceExtension', true) ?? line, 'Amount', true);
  const total = amount(issues, line, 'LineExtensionAmount', true);
  if (
    price !== undefined &&
    subtotal !== undefined &&
    BigInt(price) * quantity !== BigInt(subtotal) * 100_000n
  )
    issues.add(
      'coreFields',
      'AmountMismatch',
      `${line.path}.ItemPriceExtension`,
      'the subtotal is not unit price x quantity',
    );
  const { discounts, charges } = allowances(issues, line);
  if (subtotal !== undefined && total !== undefined && subtotal - discounts + charges !== total)
    issues.add(
      'coreFields',
      'AmountMismatch',
      `${line.path}.LineExtensionAmount`,
      'the total excluding tax is not subtotal - discounts + charges',
    );
  const item = one(issues, line, 'Item', true);
  let consolidated = false;
  if (item) {
    text(issues, item, 'Description', { required: true, max: 300 });
    const codes = items(issues, item, 'CommodityClassification', true).map((c) =>
      leaf(issues, c, 'ItemClassificationCode', true),
    );
    const classes = codes.filter((c) => c && c.attrs.listID === 'CLASS');
    if (codes.length && !classes.length)
      issues.add(
        'coreFields',
        'MissingField',
        `${item.path}.CommodityClassification`,
        'a classification code (listID CLASS) is required',
      );
    consolidated = classes.some((c) => c?.value === CLASSIFICATION.consolidated);
    for (const c of classes)
      if (c && !isClassificationCode(c.value))
        issues.add('codes', 'InvalidCode', c.path, 'the classification code is not one of 001-045');
  }
  const taxTotals = items(issues, line, 'TaxTotal', true);
  // A consolidated receipt's tax is the sum of its sales' tax, each rounded on its own: no rate check.
  const { tax, parts } = taxTotals[0]
    ? taxTotal(issues, taxTotals[0], true, !consolidated)
    : { tax: undefined, parts: [] };
  const taxable = parts.reduce((s, p) => s + (p.taxable ?? 0), 0);
  if (total !== undefined && parts.length && parts.every((p) => p.taxable !== undefined) && taxable !== total)
    issues.add(
      'coreFields',
      'AmountMismatch',
      `${line.path}.TaxTotal`,
      "the taxable amounts are not the line's total excluding tax",
    );
  return { total, taxes: tax === undefined ? [] : parts };
}

/**
 * Checks the lines, the tax totals and the legal monetary totals, all in integer sen: subtotal = unit price
 * x quantity; line total = subtotal - discounts + charges; each tax within half a sen of its rate; the
 * invoice's tax per type = the lines' tax of that type; total excluding tax, including tax and payable
 * as LHDN's mathematical mappings define them.
 */
export function validateAmounts(issues: IssueList, invoice: At): void {
  const lines = items(issues, invoice, 'InvoiceLine', true);
  const ids = new Set<string>();
  let net = 0;
  let complete = true;
  const lineTax = new Map<string, { taxable: number; tax: number }>();
  for (const line of lines) {
    const id = leaf(issues, line, 'ID', false)?.value;
    if (typeof id === 'string') {
      if (ids.has(id))
        issues.add('coreFields', 'InvalidFormat', `${line.path}.ID`, `line ID ${id} is used twice`);
      ids.add(id);
    }
    const { total, taxes } = validateLine(issues, line);
    if (total === undefined || taxes.length === 0) complete = false;
    net += total ?? 0;
    for (const t of taxes) {
      const acc = lineTax.get(t.type) ?? { taxable: 0, tax: 0 };
      acc.taxable += t.taxable ?? 0;
      acc.tax += t.tax ?? 0;
      lineTax.set(t.type, acc);
    }
  }
  const totals = items(issues, invoice, 'TaxTotal', true);
  const docTax = totals[0] ? taxTotal(issues, totals[0], false, false) : undefined;
  if (complete && docTax?.tax !== undefined) {
    const lineTaxSum = [...lineTax.values()].reduce((s, t) => s + t.tax, 0);
    if (lineTaxSum !== docTax.tax)
      issues.add(
        'coreFields',
        'AmountMismatch',
        `${totals[0]?.path}.TaxAmount`,
        "the total tax is not the sum of the lines' tax",
      );
    for (const [type, fromLines] of lineTax) {
      const sub = docTax.parts.filter((p) => p.type === type);
      const tax = sub.reduce((s, p) => s + (p.tax ?? 0), 0);
      const taxable = sub.some((p) => p.taxable !== undefined)
        ? sub.reduce((s, p) => s + (p.taxable ?? 0), 0)
        : undefined;
      if (
        sub.length === 0 ||
        tax !== fromLines.tax ||
        (taxable !== undefined && taxable !== fromLines.taxable)
      )
        issues.add(
          'coreFields',
          'AmountMismatch',
          `${totals[0]?.path}.TaxSubtotal`,
          `the totals of tax type ${type} do not match the lines`,
        );
    }
  }
  const monetary = one(issues, invoice, 'LegalMonetaryTotal', true);
  if (!monetary) return;
  const lineExtension = amount(issues, monetary, 'LineExtensionAmount', false);
  const exclusive = amount(issues, monetary, 'TaxExclusiveAmount', true);
  const inclusive = amount(issues, monetary, 'TaxInclusiveAmount', true);
  const payable = amount(issues, monetary, 'PayableAmount', true);
  const allowanceTotal = amount(issues, monetary, 'AllowanceTotalAmount', false);
  const chargeTotal = amount(issues, monetary, 'ChargeTotalAmount', false);
  const rounding = amount(issues, monetary, 'PayableRoundingAmount', false) ?? 0;
  const { discounts, charges } = allowances(issues, invoice);
  const prepaid = items(issues, invoice, 'PrepaidPayment', false).reduce(
    (s, p) => s + (amount(issues, p, 'PaidAmount', false) ?? 0),
    0,
  );
  const mismatch = (key: string, what: string) =>
    issues.add('coreFields', 'AmountMismatch', `${monetary.path}.${key}`, what);
  if (complete && lineExtension !== undefined && lineExtension !== net)
    mismatch('LineExtensionAmount', "the total net amount is not the sum of the lines' totals");
  if (allowanceTotal !== undefined && allowanceTotal !== discounts)
    mismatch('AllowanceTotalAmount', 'the total discount is not the sum of the invoice discounts');
  if (chargeTotal !== undefined && chargeTotal !== charges)
    mismatch('ChargeTotalAmount', 'the total charge is not the sum of the invoice charges');
  const base = lineExtension ?? (complete ? net : undefined);
  if (base !== undefined && exclusive !== undefined && base - discounts + charges !== exclusive)
    mismatch('TaxExclusiveAmount', 'the total excluding tax is not the net amount - discounts + charges');
  if (
    exclusive !== undefined &&
    inclusive !== undefined &&
    docTax?.tax !== undefined &&
    exclusive + docTax.tax !== inclusive
  )
    mismatch('TaxInclusiveAmount', 'the total including tax is not the total excluding tax + tax');
  if (inclusive !== undefined && payable !== undefined && inclusive - prepaid + rounding !== payable)
    mismatch('PayableAmount', 'the payable amount is not the total including tax - prepayment + rounding');
}
