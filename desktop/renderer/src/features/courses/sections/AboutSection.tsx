import { Stack, Textarea } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import type { CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';

/** Tentang Kursus: who it is for, the details and what is learned. */
export function AboutSection({ form, readOnly }: SectionProps<CourseFormValues>) {
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
