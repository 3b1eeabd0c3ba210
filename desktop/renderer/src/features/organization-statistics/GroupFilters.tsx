import type { StatisticsGroup } from '@mahir/shared';
import { MonthYearSelects } from '@mahir/ui/MonthYearSelects';
import { Button, Group, Select } from '@mantine/core';
import { IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupCalls, Period } from './group-calls';

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
  const { t } = useTranslation();
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
      <MonthYearSelects value={period} currentYear={currentYear} onChange={onPeriod} widths={[150, 110]} />
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
        {t('statistics.reset')}
      </Button>
      <Button
        variant="outline"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        disabled={groupId === null}
        loading={downloading}
        onClick={onPdf}
      >
        {t('statistics.pdf')}
      </Button>
    </Group>
  );
}
