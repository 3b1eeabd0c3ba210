import type { CourseCard as Card } from '@mahir/shared';
import { SimpleGrid } from '@mantine/core';
import { CourseCard } from './CourseCard';

/** Cards that can be in the first visible row (four on wide screens): their banners load eagerly. */
const FIRST_ROW = 4;

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
      {cards.map((card, i) => (
        <CourseCard key={card.id} card={card} compact={compact} perMonth={perMonth} eager={i < FIRST_ROW} />
      ))}
    </SimpleGrid>
  );
}
