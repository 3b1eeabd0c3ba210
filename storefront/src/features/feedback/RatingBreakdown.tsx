import type { FeedbackList } from '@mahir/shared';
import { StarRating } from '@mahir/ui';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The average rating and the per-star bars with the server's percents and colours. */
export function RatingBreakdown({ rating, total, rates }: Pick<FeedbackList, 'rating' | 'total' | 'rates'>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Stack gap={4} align="center" justify="center">
        <Text fz={48} fw={700} lh={1} data-testid="feedback-rating">
          {rating.toFixed(1)}
        </Text>
        <StarRating value={rating} size={14} />
        <Text size="sm" c="dimmed">
          {t('feedback.count', { count: total })}
        </Text>
      </Stack>
      <Stack gap={6}>
        {rates.map((r) => (
          <Group key={r.star} gap="xs" wrap="nowrap">
            <Group gap={2} w={28} wrap="nowrap" justify="flex-end">
              <Text size="sm" fw={600}>
                {r.star}
              </Text>
              <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
            </Group>
            <Progress.Root size="md" radius="xl" style={{ flex: 1 }}>
              <Progress.Section
                value={r.percent}
                color={r.color}
                aria-label={t('feedback.bar', { star: r.star, percent: r.percent, count: r.no })}
              />
            </Progress.Root>
            <Text size="sm" w={72} ta="right" c="dimmed">
              {r.percent}% ({r.no})
            </Text>
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
