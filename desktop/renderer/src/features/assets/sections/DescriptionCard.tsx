import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import type { SectionProps } from '../../courses';
import type { AssetFormValues } from '../asset-form';

/** Product description. */
export function DescriptionCard({ form, readOnly }: SectionProps<AssetFormValues>) {
  const { t } = useTranslation();
  return (
    <FormSection id="product-description" title={t('asset.productDescription')}>
      <Textarea
        label={t('editor.description')}
        required
        autosize
        minRows={5}
        disabled={readOnly}
        {...form.getInputProps('content')}
      />
    </FormSection>
  );
}
