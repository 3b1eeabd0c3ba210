import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { RemoveRowButton } from '../../../components/RowActions';
import { blankAccess, type CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';

/** Tetapan Tertentu: special invitation; its access codes appear only when it is ticked. */
export function SettingsSection({ form, readOnly }: SectionProps<CourseFormValues>) {
  const v = form.getValues();
  const { t } = useTranslation();
  const setCode = (i: number, code: string) =>
    form.setFieldValue(
      'access_codes',
      v.access_codes.map((a, k) => (k === i ? { ...a, code } : a)),
    );
  return (
    <FormSection id="tetapan-tertentu" title={t('course.settings')}>
      <Checkbox
        label={t('course.specialInvitation')}
        disabled={readOnly}
        {...form.getInputProps('special_invitation', { type: 'checkbox' })}
      />
      {v.special_invitation && (
        <Stack mt="sm" gap="xs" data-testid="access-codes">
          {v.access_codes.map((a, i) => (
            <Group key={a.key} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('course.accessCode', { n: i + 1 })}
                value={a.code}
                disabled={readOnly || Boolean(a.hashslug)}
                onChange={(e) => setCode(i, e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              {!readOnly && (
                <RemoveRowButton
                  count={v.access_codes.length}
                  label={t('course.removeAccessCode', { n: i + 1 })}
                  onRemove={() => {
                    const { rows, deletes } = removeRow(v.access_codes, i, v.access_deletes);
                    form.setValues({ access_codes: rows, access_deletes: deletes });
                  }}
                />
              )}
            </Group>
          ))}
          {!readOnly && (
            <Button
              variant="light"
              w="fit-content"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.setFieldValue('access_codes', [...v.access_codes, blankAccess()])}
            >
              {t('course.addAccessCode')}
            </Button>
          )}
        </Stack>
      )}
    </FormSection>
  );
}
