import { Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/FormSection';
import type { CourseFormValues } from '../course-form';

/** Tentang Kursus: who it is for, the details and what is learned. */
export function AboutSection({
  form,
  readOnly,
}: {
  form: UseFormReturnType<CourseFormValues>;
  readOnly?: boolean;
}) {
  return (
    <FormSection id="tentang-kursus" title="Tentang Kursus">
      <Stack>
        <Textarea
          label="Untuk siapa kursus ini"
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('requirement')}
        />
        <Textarea
          label="Butiran kursus"
          autosize
          minRows={4}
          disabled={readOnly}
          {...form.getInputProps('content')}
        />
        <Textarea
          label="Apa yang akan dipelajari"
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('benefit')}
        />
      </Stack>
    </FormSection>
  );
}
