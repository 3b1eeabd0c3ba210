import { Stack, Textarea } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import type { CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';

/** The section's text fields: the form field, its label and its starting height in rows. */
const ABOUT_FIELDS = [
  ['requirement', 'Untuk siapa kursus ini', 2],
  ['content', 'Butiran kursus', 4],
  ['benefit', 'Apa yang akan dipelajari', 2],
] as const;

/** Tentang Kursus: who it is for, the details and what is learned. */
export function AboutSection({ form, readOnly }: SectionProps<CourseFormValues>) {
  return (
    <FormSection id="tentang-kursus" title="Tentang Kursus">
      <Stack>
        {ABOUT_FIELDS.map(([name, label, minRows]) => (
          <Textarea
            key={name}
            label={label}
            autosize
            minRows={minRows}
            disabled={readOnly}
            {...form.getInputProps(name)}
          />
        ))}
      </Stack>
    </FormSection>
  );
}
