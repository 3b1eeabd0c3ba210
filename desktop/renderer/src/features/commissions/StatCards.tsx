import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
}

/** A row of figure cards (commissions, totals, status). */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(stats.length, 4) }} mb="md">
      {stats.map((s) => (
        <Card key={s.label} padding="md" aria-label={s.label}>
          <Text size="sm" c="dimmed">
            {s.label}
          </Text>
          <Text fw={700} fz="xl" data-testid={`stat-${s.label}`}>
            {s.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
