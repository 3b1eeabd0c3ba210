import type { SchoolCalendarInput } from '@mahir/shared/school-calendar/school-calendar';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../components/RowActions';

type Span = { name: string; start: string; end: string };

/** A list of named spans of days (terms, or holidays within them) with add and remove. */
function SpanList({
  kind,
  rows,
  onChange,
}: {
  kind: 'term' | 'holiday';
  rows: Span[];
  onChange: (rows: Span[]) => void;
}) {
  const { t } = useTranslation();
  const label = kind === 'term' ? t('schoolCalendar.term') : t('schoolCalendar.holiday');
  const set = (i: number, patch: Partial<Span>) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is their meaning
        <Group key={i} align="flex-end" gap="xs">
          <TextInput
            label={t('schoolCalendar.spanName', { label, n: i + 1 })}
            value={r.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('schoolCalendar.spanStart', { label, n: i + 1 })}
            value={r.start}
            onChange={(e) => set(i, { start: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('schoolCalendar.spanEnd', { label, n: i + 1 })}
            value={r.end}
            onChange={(e) => set(i, { end: e.currentTarget.value })}
          />
          <RemoveRowButton
            count={rows.length + 1}
            label={t('schoolCalendar.removeSpan', { label, n: i + 1 })}
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
        {kind === 'term' ? t('schoolCalendar.addTerm') : t('schoolCalendar.addHoliday')}
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
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {weeks > 0 ? t('schoolCalendar.weeksSaved', { n: weeks }) : t('schoolCalendar.notSaved')}
        </Text>
        <SpanList kind="term" rows={value.terms} onChange={(terms) => onChange({ ...value, terms })} />
        <SpanList
          kind="holiday"
          rows={value.holidays ?? []}
          onChange={(holidays) => onChange({ ...value, holidays })}
        />
        <TextInput
          label={t('schoolCalendar.source', { title })}
          value={value.source}
          onChange={(e) => onChange({ ...value, source: e.currentTarget.value })}
        />
        <Checkbox
          label={t('schoolCalendar.provisional', { title })}
          checked={value.provisional ?? false}
          onChange={(e) => onChange({ ...value, provisional: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
