import type { CourseCard as Card } from '@mahir/shared';
import { SimpleGrid } from '@mantine/core';
import { CourseCard } from './CourseCard';

/** Course cards in a responsive grid: one column on phones up to four on wide screens. */
export function CourseGrid({
  cards,
  compact = false,
  perMonth = false,
}: {
  cards: readonly Card[];
  compact?: boolean;
  perMonth?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: compact ? 3 : 4 }} spacing="lg" verticalSpacing="lg">
      {cards.map((card) => (
        <CourseCard key={card.id} card={card} compact={compact} perMonth={perMonth} />
      ))}
    </SimpleGrid>
  );
}
