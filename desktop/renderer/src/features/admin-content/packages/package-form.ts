import type { PackageView } from '@mahir/shared/contract/admin-content.contract';
import type { z } from 'zod';

export interface PackageFormValues {
  name: string;
  price: string;
  frequency: string;
  recurring_id: string;
  mahir_tutor_category_id: string | null;
  total_mahir_tutor: string | null;
  coin: string;
  is_active: string;
}

export const emptyPackage = (): PackageFormValues => ({
  name: '',
  price: '',
  frequency: '1',
  recurring_id: '',
  mahir_tutor_category_id: null,
  total_mahir_tutor: null,
  coin: '',
  is_active: '1',
});

export function packageToForm(p: z.infer<typeof PackageView>): PackageFormValues {
  return {
    name: p.name,
    price: String(p.price),
    frequency: String(p.frequency),
    recurring_id: p.recurring_id ?? '',
    mahir_tutor_category_id: String(p.mahir_tutor_category_id),
    total_mahir_tutor: String(p.total_mahir_tutor),
    coin: String(p.coin),
    is_active: String(p.is_active),
  };
}

export function packageBody(v: PackageFormValues) {
  return {
    name: v.name,
    price: v.price,
    frequency: v.frequency,
    recurring_id: v.recurring_id || null,
    mahir_tutor_category_id: v.mahir_tutor_category_id ?? '',
    total_mahir_tutor: v.total_mahir_tutor ?? '',
    coin: v.coin,
    is_active: v.is_active === '1',
  };
}
