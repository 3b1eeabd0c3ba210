import { Textarea } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import type { SectionProps } from '../../courses';
import type { AssetFormValues } from '../asset-form';

/** Product description. */
export function DescriptionCard({ form, readOnly }: SectionProps<AssetFormValues>) {
  return (
    <FormSection id="product-description" title="Product Description">
      <Textarea
        label="Description"
        required
        autosize
        minRows={5}
        disabled={readOnly}
        {...form.getInputProps('content')}
      />
    </FormSection>
  );
}
