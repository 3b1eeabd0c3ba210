import { Checkbox, Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** 'Discount' and its amount in RM, which takes input only while the discount is on. */
export function DiscountFields({
  field,
  active,
  readOnly,
}: {
  field: (name: 'discount_active' | 'discount', options?: { type: 'checkbox' }) => GetInputPropsReturnType;
  active: boolean;
  readOnly?: boolean;
}) {
  return (
    <Group align="flex-end" gap="xs">
      <Checkbox
        label="Discount"
        mb={8}
        disabled={readOnly}
        {...field('discount_active', { type: 'checkbox' })}
      />
      <TextInput
        label="Discount (RM)"
        placeholder="eg: 0.00"
        description="eg: 0.00"
        disabled={readOnly || !active}
        style={{ flex: 1 }}
        {...field('discount')}
      />
    </Group>
  );
}
