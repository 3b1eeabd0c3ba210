import { Card, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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
    <Card component="section" aria-labelledby="product-description">
      <Title order={3} fz="lg" id="product-description" mb="sm">
        Product Description
      </Title>
      <Textarea
        label="Description"
        required
        autosize
        minRows={5}
        disabled={readOnly}
        {...form.getInputProps('content')}
      />
    </Card>
  );
}
