import { showsPricing } from '@mahir/shared/rules/authoring-form';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { TagField } from '../../../components/TagField';
import type { CourseFormValues } from '../course-form';
import type { LookupSectionProps } from '../section-props';
import { CourseMediaFields } from './CourseMediaFields';
import { DiscountFields } from './DiscountFields';

/** Maklumat Kursus: title, category, sub-category, tags, price and discount (hidden for the tutor category), media. */
export function CourseInfoSection({ form, lookups, readOnly }: LookupSectionProps<CourseFormValues>) {
  const v = form.getValues();
  const pricing = showsPricing(lookups.isTutorCategory);
  const { t } = useTranslation();
  return (
    <FormSection id="maklumat-kursus" title={t('course.info')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label={t('editor.title')} required disabled={readOnly} {...form.getInputProps('title')} />
        <Select
          label={t('editor.category')}
          required
          disabled={readOnly}
          data={lookups.categories}
          clearable
          {...form.getInputProps('category_id')}
          onChange={(value) => {
            form.setFieldValue('category_id', value);
            form.setFieldValue('sub_category_id', null);
          }}
        />
        <Select
          label={t('editor.subCategory')}
          required
          disabled={readOnly || !v.category_id}
          data={lookups.subCategories}
          {...form.getInputProps('sub_category_id')}
        />
        <TagField value={v.tags} disabled={readOnly} onChange={(tags) => form.setFieldValue('tags', tags)} />
        {pricing && (
          <Select
            label={t('editor.price')}
            disabled={readOnly}
            data={lookups.prices}
            clearable
            {...form.getInputProps('price_id')}
          />
        )}
        {pricing && (
          <DiscountFields field={form.getInputProps} active={v.discount_active} readOnly={readOnly} />
        )}
      </SimpleGrid>
      <CourseMediaFields form={form} readOnly={readOnly} />
    </FormSection>
  );
}
