import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/FormSection';
import type { AssetFormValues } from '../asset-form';

/** Product description. */
export function DescriptionCard({
  form,
  readOnly,
}: {
  form: UseFormReturnType<AssetFormValues>;
  readOnly?: boolean;
}) {
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
