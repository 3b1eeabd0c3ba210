import type { UseFormReturnType } from '@mantine/form';
import type { useLookups } from './use-lookups';

/** What every section of a product editor (course, digital asset) is given; read-only on the admin's review. */
export interface SectionProps<Values> {
  form: UseFormReturnType<Values>;
  readOnly?: boolean;
}

/** A section that also picks categories and prices from the editor's lookups. */
export interface LookupSectionProps<Values> extends SectionProps<Values> {
  lookups: ReturnType<typeof useLookups>;
}
