import { Card, Text } from '@mantine/core';

/** One figure of a payment screen (Total Paid, Awaiting Payout) with an optional note under it. */
export function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card padding="md" w={260} aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-note`}>
          {note}
        </Text>
      )}
    </Card>
  );
}
