import { Group, Text } from '@mantine/core';
import { useUiLanguage } from './language';

/** A price in RM, with the original struck through when a discount applies; formatted for the page's language. */
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
  const { t, formatRM } = useUiLanguage();
  const discounted = sell !== undefined && sell > final;
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text fw={700} size={size} c="mahir.8">
        {formatRM(final)}
        {perMonth ? t('price.perMonth') : ''}
      </Text>
      {discounted && (
        <Text
          size="xs"
          c="dimmed"
          td="line-through"
          aria-label={t('price.original', { price: formatRM(sell) })}
        >
          {formatRM(sell)}
        </Text>
      )}
    </Group>
  );
}
