import { routeUrl } from '@mahir/shared';
import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Alert, Button, Card, Group, Modal, Table } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { downloadPdf } from '../../lib/download';
import { MonthYearPicker, PayoutBadge, StatCards, thisMonth } from '../commissions';

type Statement = NonNullable<ReturnType<typeof useStatement>['data']>;

function useStatement(period: { month: number; year: number }) {
  return useApiQuery(api.statement, { query: period }, { staleTime: 0 });
}

/** The statement table: No, Date & Time, Order ID, Status Payout, Date Payout, Amount Commission (RM). */
function StatementTable({ data }: { data: Statement }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <DataTable
      striped
      aria-label={t('partner.statement')}
      rows={data.rows}
      rowKey={(r) => r.id}
      emptyRow={t('partner.noRecord')}
      emptyCell={{ ta: 'center' }}
      columns={[
        { header: t('partner.no'), cell: (_, i) => i + 1 },
        { header: t('partner.dateTime'), cell: (r) => f.dateTime(r.created_at) },
        { header: t('partner.orderId'), cell: (r) => r.order_no ?? `#${r.order_id}` },
        { header: t('partner.statusPayout'), cell: (r) => <PayoutBadge status={r.status} /> },
        { header: t('partner.datePayout'), cell: (r) => (r.paid_at ? f.date(r.paid_at) : '-') },
        {
          header: t('partner.amountCommission'),
          cell: (r) => formatRinggit(r.amount_final),
          th: { ta: 'right' },
          td: { ta: 'right' },
        },
      ]}
      footer={
        <Table.Tr>
          <Table.Th colSpan={5}>{t('partner.total')}</Table.Th>
          <Table.Th ta="right">{formatRinggit(data.total)}</Table.Th>
        </Table.Tr>
      }
    />
  );
}

/** Sub-reseller statement of a month: Download Report (PDF), the table, and a print modal. */
export function SubResellerStatementPage({ initial }: { initial?: { month: number; year: number } }) {
  const { t } = useTranslation();
  const f = useFormat();
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
      <PageHeader title={t('partner.statementReport')} />
      <MonthYearPicker {...period} onChange={setPeriod}>
        <Button leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
          {t('partner.download')}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
          {t('partner.print')}
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
                { label: t('partner.totalCommission'), value: f.ringgit(data.total) },
                { label: t('partner.paid'), value: f.ringgit(data.total_paid) },
                { label: t('partner.pending'), value: f.ringgit(data.total_pending) },
              ]}
            />
            <Card padding="md">
              <StatementTable data={data} />
            </Card>
            <Modal
              opened={printing}
              onClose={() => setPrinting(false)}
              title={t('partner.statementTitle')}
              size="xl"
            >
              <Group justify="space-between" mb="sm">
                <span>
                  {f.month(period.month)} {period.year}
                </span>
                <Button size="xs" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
                  {t('partner.print')}
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
