import { removeRow } from '@mahir/shared/rules/authoring-form';
import { Button, Card, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { blankAttachment, type CourseFormValues } from '../course-form';
import { AttachmentRowField } from './AttachmentRowField';

/** Fail Dokumen: the course's documents. */
export function AttachmentsSection({
  form,
  readOnly,
}: {
  form: UseFormReturnType<CourseFormValues>;
  readOnly?: boolean;
}) {
  const v = form.getValues();
  return (
    <Card component="section" aria-labelledby="fail-dokumen">
      <Title order={3} fz="lg" id="fail-dokumen" mb="sm">
        Fail Dokumen
      </Title>
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
            Add Document
          </Button>
        )}
      </Stack>
    </Card>
  );
}
