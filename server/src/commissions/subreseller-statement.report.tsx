// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { MONTH_NAMES, STATEMENT_TEXT } from '@mahir/shared';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { payoutLabel } from '@mahir/shared/rules/commission-statement';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { Figure, ReportFooter, ReportHeader } from './commission-report.parts';
import { orderNoText, reportStyles as s, unbroken } from './commission-report.styles';
import type { StatementReportData } from './subreseller-statement.service';

const COLS = {
  no: { width: '6%' },
  at: { width: '22%' },
  order: { width: '22%' },
  status: { width: '14%' },
  paid: { width: '16%' },
  amount: { width: '20%', textAlign: 'right' as const },
};

/** The sub-reseller's statement of one month: the statement screen's table and totals, A4 portrait. */
export function SubResellerStatementReport({ data }: { data: StatementReportData }) {
  const period = `${MONTH_NAMES[data.month - 1]} ${data.year}`;
  return (
    <Document title={`${STATEMENT_TEXT.title} ${period} - ${data.name}`} author="Mahir" creator="Mahir">
      <Page size="A4" orientation="portrait" style={s.page}>
        <ReportHeader title={STATEMENT_TEXT.title}>
          {data.name} ({data.resellerCode}) - {period}
          {data.masterName ? ` - under ${data.masterName}` : ''}
        </ReportHeader>
        <View style={s.summary}>
          <Figure label="Total Commission" sen={data.total} strong />
          <Figure label="Paid" sen={data.totalPaid} />
          <Figure label="Pending" sen={data.totalPending} />
        </View>
        <View style={s.tableHead} fixed>
          <Text style={[s.cell, COLS.no]}>No</Text>
          <Text style={[s.cell, COLS.at]}>{'Date & Time'}</Text>
          <Text style={[s.cell, COLS.order]}>Order ID</Text>
          <Text style={[s.cell, COLS.status]}>Status Payout</Text>
          <Text style={[s.cell, COLS.paid]}>Date Payout</Text>
          <Text style={[s.cell, COLS.amount]}>Amount Commission (RM)</Text>
        </View>
        {data.rows.length === 0 ? (
          <Text style={s.empty}>{STATEMENT_TEXT.noRecord}</Text>
        ) : (
          data.rows.map((r, i) => (
            <View
              key={`${r.order_id}-${r.created_at}`}
              style={i % 2 ? [s.row, s.rowAlt] : s.row}
              wrap={false}
            >
              <Text style={[s.cell, COLS.no]}>{i + 1}</Text>
              <Text style={[s.cell, COLS.at]}>{formatMalaysiaDate(r.created_at, true)}</Text>
              <Text style={[s.cell, COLS.order, orderNoText]} hyphenationCallback={unbroken}>
                {r.order_no ?? `#${r.order_id}`}
              </Text>
              <Text style={[s.cell, COLS.status]}>{payoutLabel(r.status)}</Text>
              <Text style={[s.cell, COLS.paid]}>{r.paid_at ? formatMalaysiaDate(r.paid_at) : '-'}</Text>
              <Text style={[s.cell, COLS.amount]}>{formatRinggit(r.amount_final)}</Text>
            </View>
          ))
        )}
        <View style={s.totalRow} wrap={false}>
          <Text style={[s.cell, { width: '80%' }]}>Total</Text>
          <Text style={[s.cell, COLS.amount]}>{formatRinggit(data.total)}</Text>
        </View>
        <ReportFooter generatedAt={data.generatedAt} />
      </Page>
    </Document>
  );
}

/** Renders the statement to PDF bytes. */
export function renderSubResellerStatementReport(data: StatementReportData): Promise<Buffer> {
  return renderToBuffer(<SubResellerStatementReport data={data} />);
}
