import { Checkbox, Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs">
      <Checkbox
        label={t('editor.discount')}
        mb={8}
        disabled={readOnly}
        {...field('discount_active', { type: 'checkbox' })}
      />
      <TextInput
        label={t('editor.discountRm')}
        placeholder={t('editor.eg000')}
        description={t('editor.eg000')}
        disabled={readOnly || !active}
        style={{ flex: 1 }}
        {...field('discount')}
      />
    </Group>
  );
}
