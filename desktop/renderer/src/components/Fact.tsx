import { Text } from '@mantine/core';

/** One labelled fact of a record's view page (an order, an outgoing mail): a dimmed label over its value. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
