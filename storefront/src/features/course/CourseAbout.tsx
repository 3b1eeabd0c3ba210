import type { CoursePageData } from '@mahir/shared';
import { parseSafeHtml } from '@mahir/shared/rules/safe-html';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';

/** True when tutor-written HTML has readable text once sanitized. */
function hasText(html: string | null): html is string {
  if (!html) return false;
  const walk = (nodes: ReturnType<typeof parseSafeHtml>): boolean =>
    nodes.some((n) => (n.type === 'text' ? n.text.trim() !== '' : walk(n.children)));
  return walk(parseSafeHtml(html));
}

function Part({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <SafeHtml html={html} />
    </Stack>
  );
}

/** 'Tentang Kursus' with the course's requirement and benefit, rendered through the safe HTML subset. */
export function CourseAbout({ course }: { course: CoursePageData['course'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Part id="tentang-kursus" title={t('course.about')} html={course.content} />
      {hasText(course.requirement) && (
        <Part id="keperluan-kursus" title={t('course.requirements')} html={course.requirement} />
      )}
      {hasText(course.benefit) && (
        <Part id="manfaat-kursus" title={t('course.benefits')} html={course.benefit} />
      )}
    </Stack>
  );
}
