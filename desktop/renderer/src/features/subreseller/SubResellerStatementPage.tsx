import { formatRM, MONTH_NAMES, MSG, routeUrl } from '@mahir/shared';
import { subResellerContract as api, STATEMENT_TEXT } from '@mahir/shared/contract/subreseller.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Alert, Button, Card, Group, Modal, Table } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { downloadPdf } from '../../lib/download';
import { MonthYearPicker, PayoutBadge, StatCards, thisMonth } from '../commissions';

type Statement = NonNullable<ReturnType<typeof useStatement>['data']>;

function useStatement(period: { month: number; year: number }) {
  return useApiQuery(api.statement, { query: period }, { staleTime: 0 });
}

/** The statement table: No, Date & Time, Order ID, Status Payout, Date Payout, Amount Commission (RM). */
function StatementTable({ data }: { data: Statement }) {
  return (
    <DataTable
      striped
      aria-label="Statement"
      rows={data.rows}
      rowKey={(r) => r.id}
      emptyRow={MSG.noRecord}
      emptyCell={{ ta: 'center' }}
      columns={[
        { header: 'No', cell: (_, i) => i + 1 },
        { header: 'Date & Time', cell: (r) => formatMalaysiaDate(r.created_at, true) },
        { header: 'Order ID', cell: (r) => r.order_no ?? `#${r.order_id}` },
        { header: 'Status Payout', cell: (r) => <PayoutBadge status={r.status} /> },
        { header: 'Date Payout', cell: (r) => (r.paid_at ? formatMalaysiaDate(r.paid_at) : '-') },
        {
          header: 'Amount Commission (RM)',
          cell: (r) => formatRinggit(r.amount_final),
          th: { ta: 'right' },
          td: { ta: 'right' },
        },
      ]}
      footer={
        <Table.Tr>
          <Table.Th colSpan={5}>Total</Table.Th>
          <Table.Th ta="right">{formatRinggit(data.total)}</Table.Th>
        </Table.Tr>
      }
    />
  );
}

/** Sub-reseller statement of a month: Download Report (PDF), the table, and a print modal. */
export function SubResellerStatementPage({ initial }: { initial?: { month: number; year: number } }) {
  const [period, setPeriod] = useState(initial ?? thisMonth());
  const [printing, setPrinting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const q = useStatement(period);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadPdf(
        routeUrl(api.statementPdf, { query: period }),
        `subreseller-statement-${period.year}-${period.month}.pdf`,
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <PageHeader title="Statement Report" />
      <MonthYearPicker {...period} onChange={setPeriod}>
        <Button leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
          {STATEMENT_TEXT.download}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
          {STATEMENT_TEXT.print}
        </Button>
      </MonthYearPicker>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <QueryState query={q}>
        {(data) => (
          <>
            <StatCards
              stats={[
                { label: 'Total Commission', value: formatRM(data.total) },
                { label: 'Paid', value: formatRM(data.total_paid) },
                { label: 'Pending', value: formatRM(data.total_pending) },
              ]}
            />
            <Card padding="md">
              <StatementTable data={data} />
            </Card>
            <Modal
              opened={printing}
              onClose={() => setPrinting(false)}
              title={STATEMENT_TEXT.title}
              size="xl"
            >
              <Group justify="space-between" mb="sm">
                <span>
                  {MONTH_NAMES[period.month - 1]} {period.year}
                </span>
                <Button size="xs" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
                  {STATEMENT_TEXT.print}
                </Button>
              </Group>
              <StatementTable data={data} />
            </Modal>
          </>
        )}
      </QueryState>
    </>
  );
}
