import { type CoursePageData, initials } from '@mahir/shared';
import { StarRating } from '@mahir/ui';
import { Avatar, Card, Group, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';
import { useLanguage } from '../../i18n/i18n';

function Count({ value, label }: { value: number; label: string }) {
  const { formatNumber } = useLanguage();
  return (
    <Stack gap={0} align="center">
      <Text fw={700}>{formatNumber(value)}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Tutor info card (spec 001): avatar, rating, counts of reviews, students and courses, name and profile. */
export function TutorInfoCard({ tutor }: { tutor: CoursePageData['tutor'] }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" component="section" aria-labelledby="tutor-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tutor-heading">
          {t('course.tutor')}
        </Title>
        <Group wrap="nowrap" align="center">
          <Avatar src={tutor.tutor_avatar} alt={tutor.tutor_name} size={64} radius="xl" color="mahir">
            {initials(tutor.tutor_name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {tutor.tutor_name}
            </Text>
            <Group gap={6}>
              <StarRating value={tutor.tutor_rating} size={14} />
              <Text size="sm" fw={600}>
                {tutor.tutor_rating.toFixed(1)}
              </Text>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 4, md: 2, lg: 4 }} spacing="xs" verticalSpacing="xs">
          <Count value={tutor.total_reviews} label={t('course.reviews')} />
          <Count value={tutor.total_subscribers} label={t('course.students')} />
          <Count value={tutor.total_tutor_courses} label={t('course.courses')} />
          <Count value={tutor.total_discussions} label={t('course.discussions')} />
        </SimpleGrid>
        {tutor.tutor_profile && (
          <Spoiler maxHeight={120} showLabel={t('course.readMore')} hideLabel={t('course.close')}>
            <SafeHtml html={tutor.tutor_profile} fz="sm" />
          </Spoiler>
        )}
      </Stack>
    </Card>
  );
}
