import type { FeedbackView, RateView } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState, StarRating } from '@mahir/storefront/ui';
import { Avatar, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { z } from 'zod';

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
          <Stack gap={4}>
            {rates.map((r) => (
              <Group key={r.no} gap="xs" wrap="nowrap">
                <Text size="sm" w={20}>
                  {r.no}
                </Text>
                <Progress value={r.percent} color={r.color} style={{ flex: 1 }} aria-label={`${r.no} star`} />
                <Text size="xs" w={40}>
                  {Math.round(r.percent)}%
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      {feedbacks.length === 0 ? (
        <EmptyState />
      ) : (
        feedbacks.map((f) => (
          <Card key={f.id}>
            <Group gap="xs">
              <Avatar src={f.avatar} size={28} radius="xl" alt="" />
              <Text fw={600} size="sm">
                {f.user.name}
              </Text>
              <StarRating value={f.rate} size={12} />
              <Text size="xs" c="dimmed">
                {f.created_readable}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {f.content}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
