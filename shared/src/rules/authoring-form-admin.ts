/** Recurring frequencies of a package, in months, with the spec's labels (spec 002 §5). */
export const PACKAGE_FREQUENCIES = [
  { value: 1, label: 'Monthly' },
  { value: 3, label: 'Every 3 Months' },
  { value: 6, label: 'Every 6 Months' },
  { value: 12, label: 'Yearly' },
] as const;

export const PACKAGE_NAME_MAX = 22;
export const MERCHANDISE_MAX_IMAGES = 5;
export const BANNER_SUB_HEADLINE_MAX = 80;
export const BANNER_MAX_BYTES = 10 * 1024 * 1024;
export const BANNER_TYPES = ['image/jpeg', 'image/png'] as const;
export const RESELLER_CODE_MAX = 6;
export const PRICE_LIST_PAGE_SIZE = 20;

/** The number-of-subjects options: 1 up to the total the chosen category returns. */
export function subjectOptions(total: number): number[] {
  const n = Math.max(0, Math.floor(total));
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** Whether text is a whole number of at most 9 digits (price and coin take no decimal point). */
export function isWholeNumber(text: string | number | null | undefined): boolean {
  return /^\d{1,9}$/.test(String(text ?? '').trim());
}

export interface PackageGate {
  name: string;
  price: string | number | null;
  total_mahir_tutor: number | null;
  mahir_tutor_category_id: number | null;
  coin: string | number | null;
  submitting: boolean;
}

/** Create and Update need name (at most 22), whole price and coin, category and subjects, and no submit in flight. */
export function canSubmitPackage(p: PackageGate): boolean {
  const name = p.name.trim();
  return (
    !p.submitting &&
    name.length > 0 &&
    name.length <= PACKAGE_NAME_MAX &&
    isWholeNumber(p.price) &&
    isWholeNumber(p.coin) &&
    p.mahir_tutor_category_id !== null &&
    p.total_mahir_tutor !== null &&
    p.total_mahir_tutor >= 1
  );
}

/** Add Image is offered only below five images. */
export function canAddMerchandiseImage(count: number): boolean {
  return count < MERCHANDISE_MAX_IMAGES;
}

export interface BannerGate {
  headline: string;
  sub_headline: string;
  is_button: boolean;
  button_label: string;
  button_link: string;
}

/** Field errors of the banner form: headline required, sub-headline at most 80, button fields when ticked. */
export function bannerErrors(b: BannerGate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!b.headline.trim()) errors.headline = 'Headline is required';
  if (b.sub_headline.length > BANNER_SUB_HEADLINE_MAX)
    errors.sub_headline = `Sub headline must be at most ${BANNER_SUB_HEADLINE_MAX} characters`;
  if (b.is_button && !b.button_label.trim()) errors.button_label = 'Button label is required';
  if (b.is_button && !b.button_link.trim()) errors.button_link = 'Button link is required';
  return errors;
}

/** Why a dropped banner file is refused before upload, or null: jpeg/png only, at most 10 MB. */
export function bannerFileError(file: { type: string; size: number }): string | null {
  if (!(BANNER_TYPES as readonly string[]).includes(file.type))
    return 'Only jpeg, jpg and png images are allowed';
  if (file.size > BANNER_MAX_BYTES) return 'The image must be at most 10 MB';
  return null;
}

export interface SponsorshipGate {
  name: string;
  start_date: string;
  end_date: string;
  reseller_code: string;
  payment_date: string;
  payment_amount: string | number | null;
  resellerValid: boolean;
  submitting: boolean;
}

/** Submit needs every field, a reseller code of at most six that was found, and no submit in flight. */
export function canSubmitSponsorship(s: SponsorshipGate): boolean {
  const code = s.reseller_code.trim();
  return (
    !s.submitting &&
    s.resellerValid &&
    s.name.trim().length > 0 &&
    s.start_date !== '' &&
    s.end_date !== '' &&
    s.payment_date !== '' &&
    code.length > 0 &&
    code.length <= RESELLER_CODE_MAX &&
    String(s.payment_amount ?? '').trim() !== ''
  );
}

/** The page count of a list with `total` rows shown `perPage` at a time; at least one page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
