import { routeUrl } from '@mahir/shared';
import { taxContract as api } from '@mahir/shared/contract/tax.contract';
import { formatRatePercent, TAX_MSG } from '@mahir/shared/tax/index';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { downloadPdf } from '../../lib/download';
import { MonthYearPicker, thisMonth } from '../commissions';

/** `/backoffice/admin/tax/report`: a Malaysia month's paid lines by tax type and rate, and its PDF. */
export function TaxReportPage() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  // The shared bilingual tax texts in the chosen language, English with none (as before).
  const msg = TAX_MSG[i18n.language === 'ms' ? 'ms' : 'en'];
  const typeLabel = (type: string) => (msg.type as Record<string, string>)[type] ?? type;
  const [period, setPeriod] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useApiQuery(api.report, { query: period });
  const pdf = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadPdf(
        routeUrl(api.reportPdf, { query: period }),
        `tax-report-${period.year}-${String(period.month).padStart(2, '0')}.pdf`,
      );
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack maw={1000}>
      <PageHeader title={t('tax.reportTitle')} />
      <MonthYearPicker {...period} onChange={setPeriod}>
        <Button leftSection={<IconFileTypePdf size={16} />} variant="default" loading={busy} onClick={pdf}>
          {t('tax.downloadPdf')}
        </Button>
      </MonthYearPicker>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <QueryState query={query}>
        {(r) => (
          <Stack>
            <Text size="sm" c="dimmed">
              {t(r.orders === 1 ? 'tax.paidOrder' : 'tax.paidOrders', {
                month: f.month(r.month),
                year: r.year,
                n: r.orders,
              })}{' '}
              {msg.registrationNo(r.registration_no)}
            </Text>
            <Card padding={0}>
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label={t('tax.byTypeAndRate')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('tax.taxType')}</Table.Th>
                      <Table.Th ta="right">{t('tax.rate')}</Table.Th>
                      <Table.Th ta="right">{t('tax.lines')}</Table.Th>
                      <Table.Th ta="right">{t('tax.charged')}</Table.Th>
                      <Table.Th ta="right">{msg.excludingTax}</Table.Th>
                      <Table.Th ta="right">{msg.taxTotal}</Table.Th>
                      <Table.Th ta="right">{t('tax.refunded')}</Table.Th>
                      <Table.Th ta="right">{t('tax.refundedTax')}</Table.Th>
                      <Table.Th ta="right">{t('tax.netTax')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={9}>
                          <Text c="dimmed">{t('tax.noPaidOrders')}</Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {r.rows.map((row) => (
                      <Table.Tr key={`${row.type}:${row.rate_basis_points}`}>
                        <Table.Td>
                          {row.type} {typeLabel(row.type)}
                        </Table.Td>
                        <Table.Td ta="right">{formatRatePercent(row.rate_basis_points)}%</Table.Td>
                        <Table.Td ta="right">{row.lines}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.charge)}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.excluding_tax)}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.tax)}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.refunds)}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.refund_tax)}</Table.Td>
                        <Table.Td ta="right">{f.ringgit(row.net_tax)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr fw={700}>
                      <Table.Td>{t('tax.total')}</Table.Td>
                      <Table.Td />
                      <Table.Td ta="right">{r.totals.lines}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.charge)}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.excluding_tax)}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.tax)}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.refunds)}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.refund_tax)}</Table.Td>
                      <Table.Td ta="right">{f.ringgit(r.totals.net_tax)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
