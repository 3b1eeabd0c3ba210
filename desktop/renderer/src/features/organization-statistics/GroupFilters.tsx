import { HR_TEXT, MONTH_NAMES, ORG_STATS_TEXT, type StatisticsGroup, statisticYears } from '@mahir/shared';
import { Button, Group, Select } from '@mantine/core';
import { IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import type { GroupCalls, Period } from './group-calls';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The organization (or company) select, month and year, Reset and the PDF button. */
export function GroupFilters({
  calls,
  groups,
  groupId,
  period,
  currentYear,
  downloading,
  onGroup,
  onPeriod,
  onReset,
  onPdf,
}: {
  calls: GroupCalls;
  groups: StatisticsGroup[];
  groupId: number | null;
  period: Period;
  currentYear: number;
  downloading: boolean;
  onGroup: (id: number | null) => void;
  onPeriod: (next: Period) => void;
  onReset: () => void;
  onPdf: () => void;
}) {
  const years = statisticYears(currentYear).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Select
        label={calls.groupLabel}
        placeholder={calls.placeholder}
        data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        value={groupId === null ? null : String(groupId)}
        onChange={(v) => onGroup(v ? Number(v) : null)}
        searchable
        w={320}
      />
      <Select
        label={HR_TEXT.month}
        data={MONTH_OPTIONS}
        value={String(period.month)}
        onChange={(v) => v && onPeriod({ ...period, month: Number(v) })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={HR_TEXT.year}
        data={years}
        value={String(period.year)}
        onChange={(v) => v && onPeriod({ ...period, year: Number(v) })}
        allowDeselect={false}
        w={110}
      />
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
        {ORG_STATS_TEXT.reset}
      </Button>
      <Button
        variant="outline"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        disabled={groupId === null}
        loading={downloading}
        onClick={onPdf}
      >
        {HR_TEXT.pdf}
      </Button>
    </Group>
  );
}
