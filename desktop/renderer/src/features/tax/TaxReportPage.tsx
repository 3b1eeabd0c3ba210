import { MONTH_NAMES, routeUrl } from '@mahir/shared';
import { taxContract as api } from '@mahir/shared/contract/tax.contract';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatRatePercent, TAX_MSG } from '@mahir/shared/tax/index';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { downloadPdf } from '../../lib/download';
import { MonthYearPicker, thisMonth } from '../commissions';

function typeLabel(type: string): string {
  return (TAX_MSG.en.type as Record<string, string>)[type] ?? type;
}

/** `/backoffice/admin/tax/report`: a Malaysia month's paid lines by tax type and rate, and its PDF. */
export function TaxReportPage() {
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
      <PageHeader title="Tax Report" />
      <MonthYearPicker {...period} onChange={setPeriod}>
        <Button leftSection={<IconFileTypePdf size={16} />} variant="default" loading={busy} onClick={pdf}>
          Download PDF
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
              {MONTH_NAMES[r.month - 1]} {r.year}: {r.orders} paid order{r.orders === 1 ? '' : 's'}.{' '}
              {TAX_MSG.en.registrationNo(r.registration_no)}
            </Text>
            <Card padding={0}>
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label="Tax by type and rate">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Tax type</Table.Th>
                      <Table.Th ta="right">Rate</Table.Th>
                      <Table.Th ta="right">Lines</Table.Th>
                      <Table.Th ta="right">Charged</Table.Th>
                      <Table.Th ta="right">{TAX_MSG.en.excludingTax}</Table.Th>
                      <Table.Th ta="right">{TAX_MSG.en.taxTotal}</Table.Th>
                      <Table.Th ta="right">Refunded</Table.Th>
                      <Table.Th ta="right">Refunded tax</Table.Th>
                      <Table.Th ta="right">Net tax</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={9}>
                          <Text c="dimmed">No paid orders in this month.</Text>
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
                        <Table.Td ta="right">{formatRM(row.charge)}</Table.Td>
                        <Table.Td ta="right">{formatRM(row.excluding_tax)}</Table.Td>
                        <Table.Td ta="right">{formatRM(row.tax)}</Table.Td>
                        <Table.Td ta="right">{formatRM(row.refunds)}</Table.Td>
                        <Table.Td ta="right">{formatRM(row.refund_tax)}</Table.Td>
                        <Table.Td ta="right">{formatRM(row.net_tax)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr fw={700}>
                      <Table.Td>Total</Table.Td>
                      <Table.Td />
                      <Table.Td ta="right">{r.totals.lines}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.charge)}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.excluding_tax)}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.tax)}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.refunds)}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.refund_tax)}</Table.Td>
                      <Table.Td ta="right">{formatRM(r.totals.net_tax)}</Table.Td>
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
