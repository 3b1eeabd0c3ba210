import { EmptyState } from '@mahir/ui';
import { type Column, DataTable } from '@mahir/ui/DataTable';

/** A course's rows (schedules, assignments) numbered from 1, or 'No record' when there is none. */
export function NumberedRows<T extends { id: number }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly T[];
  columns: Column<T>[];
}) {
  if (rows.length === 0) return <EmptyState />;
  return (
    <DataTable
      striped
      aria-label={label}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[{ header: 'No', cell: (_, i) => i + 1 }, ...columns]}
    />
  );
}
