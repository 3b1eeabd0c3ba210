import type { SchoolCalendarInput } from '@mahir/shared/school-calendar/school-calendar';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RemoveRowButton } from '../../components/RowActions';

type Span = { name: string; start: string; end: string };

/** A list of named spans of days (terms, or holidays within them) with add and remove. */
function SpanList({
  label,
  rows,
  onChange,
}: {
  label: string;
  rows: Span[];
  onChange: (rows: Span[]) => void;
}) {
  const set = (i: number, patch: Partial<Span>) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is their meaning
        <Group key={i} align="flex-end" gap="xs">
          <TextInput
            label={`${label} ${i + 1} name`}
            value={r.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={`${label} ${i + 1} start`}
            value={r.start}
            onChange={(e) => set(i, { start: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={`${label} ${i + 1} end`}
            value={r.end}
            onChange={(e) => set(i, { end: e.currentTarget.value })}
          />
          <RemoveRowButton
            count={rows.length + 1}
            label={`Remove ${label} ${i + 1}`}
            onRemove={() => onChange(rows.filter((_, k) => k !== i))}
          />
        </Group>
      ))}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...rows, { name: '', start: '', end: '' }])}
        w="fit-content"
      >
        Add {label.toLowerCase()}
      </Button>
    </Stack>
  );
}

/** One group's calendar of a year: terms, holidays within them, where the dates come from. */
export function GroupCalendarFields({
  title,
  weeks,
  value,
  onChange,
}: {
  title: string;
  /** School weeks the saved calendar gives. */
  weeks: number;
  value: SchoolCalendarInput;
  onChange: (value: SchoolCalendarInput) => void;
}) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {weeks > 0 ? `${weeks} school weeks as saved.` : 'Not saved yet.'}
        </Text>
        <SpanList label="Term" rows={value.terms} onChange={(terms) => onChange({ ...value, terms })} />
        <SpanList
          label="Holiday"
          rows={value.holidays ?? []}
          onChange={(holidays) => onChange({ ...value, holidays })}
        />
        <TextInput
          label={`${title}: source of the dates`}
          value={value.source}
          onChange={(e) => onChange({ ...value, source: e.currentTarget.value })}
        />
        <Checkbox
          label={`${title}: provisional (not yet checked against the gazetted calendar)`}
          checked={value.provisional ?? false}
          onChange={(e) => onChange({ ...value, provisional: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
