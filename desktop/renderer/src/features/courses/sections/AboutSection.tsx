import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import type { CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';

/** The section's text fields: the form field, its label and its starting height in rows. */
const ABOUT_FIELDS = [
  ['requirement', 'course.requirement', 2],
  ['content', 'course.content', 4],
  ['benefit', 'course.benefit', 2],
] as const;

/** Tentang Kursus: who it is for, the details and what is learned. */
export function AboutSection({ form, readOnly }: SectionProps<CourseFormValues>) {
  const { t } = useTranslation();
  return (
    <FormSection id="tentang-kursus" title={t('course.about')}>
      <Stack>
        {ABOUT_FIELDS.map(([name, label, minRows]) => (
          <Textarea
            key={name}
            label={t(label)}
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
