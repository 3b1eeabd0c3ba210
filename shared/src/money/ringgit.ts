import { groupThousands } from '../rules/text';

/** Formats integer sen as ringgit for display: 1250 -> 'RM 12.50'. */
export function formatRM(sen: number): string {
  const negative = sen < 0;
  const abs = Math.abs(Math.round(sen));
  const ringgit = groupThousands(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}RM ${ringgit}.${cents}`;
}

/** Formats integer sen as a plain decimal ringgit amount for tables and inputs: 1250 -> '12.50', -5 -> '-0.05'. */
export function formatRinggit(sen: number): string {
  const whole = Math.round(sen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses user-typed ringgit ('12.5', 'RM 12.50') into integer sen, or null when it is not an amount. */
export function parseRM(text: string): number | null {
  const m = /^\s*(?:RM\s*)?(\d{1,9})(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** The price a buyer pays: the sell price less the discount when the discount is active, never below zero. */
export function finalPrice(sellPrice: number, discount: number, discountActive: boolean): number {
  return discountActive ? Math.max(0, sellPrice - discount) : sellPrice;
}

/** Mahir Coins equal to a price: one coin per ringgit, rounded up so coins always cover the price. */
export function priceInCoins(sen: number): number {
  return Math.ceil(sen / 100);
}
