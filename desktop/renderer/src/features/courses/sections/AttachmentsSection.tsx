import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { blankAttachment, type CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';
import { AttachmentRowField } from './AttachmentRowField';

/** Fail Dokumen: the course's documents. */
export function AttachmentsSection({ form, readOnly }: SectionProps<CourseFormValues>) {
  const v = form.getValues();
  const { t } = useTranslation();
  return (
    <FormSection id="fail-dokumen" title={t('course.documents')}>
      <Stack>
        {v.attachments.map((a, i) => (
          <AttachmentRowField
            key={a.key}
            row={a}
            index={i}
            count={v.attachments.length}
            readOnly={readOnly}
            onChange={(change) =>
              form.setFieldValue(
                'attachments',
                form.getValues().attachments.map((x, k) => (k === i ? { ...x, ...change } : x)),
              )
            }
            onRemove={() => {
              const { rows, deletes } = removeRow(v.attachments, i, v.attachment_deletes);
              form.setValues({ attachments: rows, attachment_deletes: deletes });
            }}
          />
        ))}
        {!readOnly && (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.setFieldValue('attachments', [...v.attachments, blankAttachment()])}
          >
            {t('course.addDocument')}
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
