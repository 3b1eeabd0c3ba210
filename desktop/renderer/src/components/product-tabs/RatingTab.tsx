import type { FeedbackView, RateView } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState, StarRating } from '@mahir/ui';
import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Post } from './Post';

/** Rating & Feedbacks: the average, the per-star breakdown (number, colour, percent) and the feedback list. */
export function RatingTab({
  rating,
  rates,
  feedbacks,
}: {
  rating: number;
  rates: z.infer<typeof RateView>[];
  feedbacks: z.infer<typeof FeedbackView>[];
}) {
  const { t } = useTranslation();
  // Which star a breakdown row counts: '5 stars', '1 star'.
  const starLabel = (n: number) => (n === 1 ? t('productTabs.star', { n }) : t('productTabs.stars', { n }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card>
          <Text fz={36} fw={700}>
            {rating.toFixed(1)}
          </Text>
          <StarRating value={rating} />
        </Card>
        <Card>
          <Stack
            gap={4}
            component="ul"
            aria-label={t('productTabs.ratingBreakdown')}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {[...rates]
              .sort((a, b) => b.star - a.star)
              .map((r) => {
                const label = starLabel(r.star);
                return (
                  <Group key={r.star} component="li" gap="xs" wrap="nowrap">
                    <Text size="sm" w={56} style={{ whiteSpace: 'nowrap' }}>
                      {label}
                    </Text>
                    <Progress value={r.percent} color={r.color} style={{ flex: 1 }} aria-label={label} />
                    <Text size="xs" w={40} ta="right">
                      {Math.round(r.percent)}%
                    </Text>
                  </Group>
                );
              })}
          </Stack>
        </Card>
      </SimpleGrid>
      {feedbacks.length === 0 ? (
        <EmptyState />
      ) : (
        feedbacks.map((f) => (
          <Card key={f.id}>
            <Post
              avatar={f.avatar}
              name={f.user.name}
              badge={<StarRating value={f.rate} size={12} />}
              when={f.created_readable}
              text={f.content}
            />
          </Card>
        ))
      )}
    </Stack>
  );
}
