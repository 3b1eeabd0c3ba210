import { EmptyState } from '@mahir/ui';
import { type Column, DataTable } from '@mahir/ui/DataTable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ConfirmModal';
import { DeleteRowButton } from '../../../components/RowActions';

/**
 * A course's rows (schedules, assignments) numbered from 1, or 'No record' when there is none. The last
 * column holds each row's actions, given the row's Delete button, which asks 'Are you sure?' first.
 */
export function NumberedRows<T extends { id: number; title: string }>({
  label,
  rows,
  columns,
  actions,
  onDelete,
}: {
  label: string;
  rows: readonly T[];
  columns: Column<T>[];
  actions: (row: T, deleteButton: ReactNode) => ReactNode;
  onDelete: (row: T) => void;
}) {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          striped
          aria-label={label}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { header: t('course.no'), cell: (_, i) => i + 1 },
            ...columns,
            {
              header: t('course.actions'),
              cell: (r) =>
                actions(
                  r,
                  <DeleteRowButton
                    label={t('course.deleteTitle', { title: r.title })}
                    onDelete={() => confirm.ask(t('common.confirmGeneric'), () => onDelete(r))}
                  />,
                ),
            },
          ]}
        />
      )}
      {confirm.modal}
    </>
  );
}
