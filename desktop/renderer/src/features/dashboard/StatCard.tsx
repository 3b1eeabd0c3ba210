import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** One dashboard figure: a label, its value and an icon. */
export function StatCard({ label, value, icon: IconOf }: { label: string; value: string; icon: Icon }) {
  return (
    <Card padding="md" withBorder>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={24} fw={700} mt={4} style={{ whiteSpace: 'nowrap' }} data-testid={`stat-${label}`}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
          <IconOf size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
