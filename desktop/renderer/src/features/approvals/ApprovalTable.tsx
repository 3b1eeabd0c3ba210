import { SuccessAlert } from '@mahir/ui';
import { type Column, DataTable } from '@mahir/ui/DataTable';
import { Alert, Card, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

/** The frame of an approvals page: its title, the last success, the last failure, and the list card. */
export function ApprovalFrame({
  title,
  notice,
  onCloseNotice,
  error,
  children,
}: {
  title: string;
  notice: string | null;
  onCloseNotice: () => void;
  error: { message: string } | null;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <SuccessAlert message={notice} onClose={onCloseNotice} />
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error.message}
        </Alert>
      )}
      <Card withBorder padding={0}>
        {children}
      </Card>
    </>
  );
}

/** A numbered list of requests waiting for a decision, with 'No record' when there is none. */
export function ApprovalTable<T extends { id: number }>({
  label,
  minWidth,
  rows,
  columns,
}: {
  label: string;
  minWidth: number;
  rows: readonly T[];
  columns: Column<T>[];
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <DataTable
        striped
        verticalSpacing="sm"
        aria-label={label}
        rows={rows}
        rowKey={(r) => r.id}
        columns={[{ header: t('approvals.no'), cell: (_, i) => i + 1 }, ...columns]}
        emptyRow={
          <Text ta="center" c="dimmed">
            {t('approvals.noRecord')}
          </Text>
        }
      />
    </Table.ScrollContainer>
  );
}
