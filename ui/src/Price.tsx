import { formatRM } from '@mahir/shared/money/ringgit';
import { Group, Text } from '@mantine/core';

/** A price in RM, with the original struck through when a discount applies. */
export function Price({
  final,
  sell,
  perMonth,
  size = 'md',
}: {
  final: number;
  sell?: number;
  perMonth?: boolean;
  size?: string;
}) {
  const discounted = sell !== undefined && sell > final;
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text fw={700} size={size} c="mahir.8">
        {formatRM(final)}
        {perMonth ? '/bulan' : ''}
      </Text>
      {discounted && (
        <Text size="xs" c="dimmed" td="line-through" aria-label={`Harga asal ${formatRM(sell)}`}>
          {formatRM(sell)}
        </Text>
      )}
    </Group>
  );
}
