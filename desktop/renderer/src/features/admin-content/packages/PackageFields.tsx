import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { isBlockedWholeNumberKey } from '@mahir/shared/rules/authoring-form';
import {
  PACKAGE_FREQUENCIES,
  PACKAGE_NAME_MAX,
  subjectOptions,
} from '@mahir/shared/rules/authoring-form-admin';
import { useApiQuery } from '@mahir/ui';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageFormValues } from './package-form';

type Form = UseFormReturnType<PackageFormValues>;
const blockDecimal = (e: KeyboardEvent<HTMLInputElement>) =>
  isBlockedWholeNumberKey(e.key) && e.preventDefault();

/** A required whole number of the package (ringgit, coins): typing a decimal point or a sign is blocked. */
function WholeNumberField({ form, field, label }: { form: Form; field: 'price' | 'coin'; label: string }) {
  return (
    <TextInput
      label={label}
      required
      inputMode="numeric"
      onKeyDown={blockDecimal}
      {...form.getInputProps(field)}
    />
  );
}

/** Name, price (whole ringgit), frequency and recurring id. */
export function PackageDetailsFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('admin.name')}
        required
        maxLength={PACKAGE_NAME_MAX}
        {...form.getInputProps('name')}
      />
      <WholeNumberField form={form} field="price" label={t('admin.priceRm')} />
      <Select
        label={t('admin.recurringFrequency')}
        data={PACKAGE_FREQUENCIES.map((f) => ({ value: String(f.value), label: f.label }))}
        allowDeselect={false}
        {...form.getInputProps('frequency')}
      />
      <TextInput label={t('admin.recurringId')} {...form.getInputProps('recurring_id')} />
    </>
  );
}

/** The Mahir Tutor category and the number of subjects (1 to the category's total). */
export function PackageTutorFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const v = form.getValues();
  const categories = useApiQuery(api.packageTutorCategories, {}, { staleTime: 300_000 });
  const total = useApiQuery(
    api.packageTotalMahirTutor,
    { query: { sub_category_id: Number(v.mahir_tutor_category_id) } },
    { enabled: Boolean(v.mahir_tutor_category_id) },
  );
  return (
    <>
      <Select
        label={t('admin.mahirTutorCategory')}
        required
        data={(categories.data?.tutor_category.sub_category ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
        {...form.getInputProps('mahir_tutor_category_id')}
        onChange={(c) => {
          form.setFieldValue('mahir_tutor_category_id', c);
          form.setFieldValue('total_mahir_tutor', null);
        }}
      />
      <Select
        label={t('admin.numberOfMahirTutorSubjects')}
        required
        disabled={!v.mahir_tutor_category_id}
        data={subjectOptions(total.data?.total ?? 0).map(String)}
        {...form.getInputProps('total_mahir_tutor')}
      />
    </>
  );
}

/** The Mahir Coin bonus (whole coins). */
export function PackageCoinField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return <WholeNumberField form={form} field="coin" label={t('admin.mahirCoinAmount')} />;
}
