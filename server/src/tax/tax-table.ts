import type { Db } from '@mahir/db';
import { appSettingRepository } from '@mahir/db/repositories/app-setting.repository';
import { ORDER_ITEM_TYPES, type OrderItemType } from '@mahir/shared/rules/order-state';
import {
  checkTaxCode,
  PRODUCT_TAX_TYPES,
  type TaxCode,
  type TaxTable,
  taxTableWith,
} from '@mahir/shared/tax/index';
import { z } from 'zod';

/** The `app_settings` key of the admins' tax codes: JSON of the product types they changed. */
export const TAX_CODES_SETTING = 'tax.codes';

const storedCode = z.object({
  type: z.enum(PRODUCT_TAX_TYPES),
  rateBasisPoints: z.number().int().nullable(),
  exemptionReason: z.string().optional(),
});

/** The admins' changes as stored; an entry that no longer reads as a valid code is left at its default. */
export function parseTaxChanges(json: string | null): Partial<Record<OrderItemType, TaxCode>> {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const changes: Partial<Record<OrderItemType, TaxCode>> = {};
  for (const kind of ORDER_ITEM_TYPES) {
    const parsed = storedCode.safeParse((raw as Record<string, unknown>)[kind]);
    if (!parsed.success) continue;
    const { exemptionReason, ...rest } = parsed.data;
    const code: TaxCode = exemptionReason ? { ...rest, exemptionReason } : rest;
    if (checkTaxCode(code) === null) changes[kind] = code;
  }
  return changes;
}

/** The tax table new orders use now: the defaults with the admins' changes (read once per order). */
export async function loadTaxTable(db: Db): Promise<TaxTable> {
  return taxTableWith(parseTaxChanges(await appSettingRepository.get(db, TAX_CODES_SETTING)));
}
