// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { COMMISSION_TEXT, MONTH_NAMES } from '@mahir/shared';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { payoutLabel } from '@mahir/shared/rules/commission-statement';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { PayoutReportData } from './commission-payout-report.service';
import { Figure, ReportFooter, ReportHeader } from './commission-report.parts';
import { orderNoText, reportStyles as s, unbroken } from './commission-report.styles';

const right = { textAlign: 'right' as const };
/** Names and emails never break with an inserted hyphen (a reader would copy a wrong address). */
const whole = (word: string) => [word];

const PEOPLE = {
  no: { width: '5%' },
  name: { width: '18%' },
  email: { width: '27%' },
  bank: { width: '14%' },
  account: { width: '13%' },
  count: { width: '5%', ...right },
  paid: { width: '9%', ...right },
  pending: { width: '9%', ...right },
};

const ROWS = {
  no: { width: '5%' },
  at: { width: '19%' },
  order: { width: '19%' },
  name: { width: '25%' },
  status: { width: '14%' },
  amount: { width: '18%', ...right },
};

/** The admin commission payout report of a month: per beneficiary, then every commission; A4 portrait. */
export function CommissionPayoutReport({ data }: { data: PayoutReportData }) {
  const period = `${MONTH_NAMES[data.month - 1]} ${data.year}`;
  return (
    <Document title={`Commission payout ${period}`} author="Mahir" creator="Mahir">
      <Page size="A4" orientation="portrait" style={s.page}>
        <ReportHeader title="COMMISSION PAYOUT REPORT">
          Reseller and sub-reseller commissions earned in {period}
        </ReportHeader>
        <View style={s.summary}>
          <Figure label="Total Paid" sen={data.totalPaid} strong />
          <Figure label="Pending" sen={data.totalPending} />
          <Figure label="Total Commission" sen={data.total} />
          <Figure label={COMMISSION_TEXT.awaitingPayout} sen={data.awaitingPayout.total} />
        </View>
        <Text style={s.subtitle}>
          Awaiting Payout: {data.awaitingPayout.count} released commission
          {data.awaitingPayout.count === 1 ? '' : 's'} of {period} in no payout file yet. Generate Payout for{' '}
          {period} pays exactly these; other months are paid from their own screens.
        </Text>
        <Text style={s.section}>Per beneficiary</Text>
        <View style={s.tableHead}>
          <Text style={[s.cell, PEOPLE.no]}>No</Text>
          <Text style={[s.cell, PEOPLE.name]}>Name</Text>
          <Text style={[s.cell, PEOPLE.email]}>Email</Text>
          <Text style={[s.cell, PEOPLE.bank]}>Bank</Text>
          <Text style={[s.cell, PEOPLE.account]}>Account No</Text>
          <Text style={[s.cell, PEOPLE.count]}>Rows</Text>
          <Text style={[s.cell, PEOPLE.paid]}>Paid (RM)</Text>
          <Text style={[s.cell, PEOPLE.pending]}>Pending (RM)</Text>
        </View>
        {data.beneficiaries.length === 0 ? (
          <Text style={s.empty}>No record</Text>
        ) : (
          data.beneficiaries.map((b, i) => (
            <View key={`${b.email}-${i}`} style={i % 2 ? [s.row, s.rowAlt] : s.row} wrap={false}>
              <Text style={[s.cell, PEOPLE.no]}>{i + 1}</Text>
              <Text style={[s.cell, PEOPLE.name]} hyphenationCallback={whole}>
                {b.name}
              </Text>
              <Text style={[s.cell, PEOPLE.email, { fontSize: 7.5 }]} hyphenationCallback={whole}>
                {b.email}
              </Text>
              <Text style={[s.cell, PEOPLE.bank]}>{b.bank ?? '-'}</Text>
              <Text style={[s.cell, PEOPLE.account]}>{b.accountNo ?? '-'}</Text>
              <Text style={[s.cell, PEOPLE.count]}>{b.count}</Text>
              <Text style={[s.cell, PEOPLE.paid]}>{formatRinggit(b.paid)}</Text>
              <Text style={[s.cell, PEOPLE.pending]}>{formatRinggit(b.pending)}</Text>
            </View>
          ))
        )}
        <View style={s.totalRow} wrap={false}>
          <Text style={[s.cell, { width: '82%' }]}>Total</Text>
          <Text style={[s.cell, PEOPLE.paid]}>{formatRinggit(data.totalPaid)}</Text>
          <Text style={[s.cell, PEOPLE.pending]}>{formatRinggit(data.totalPending)}</Text>
        </View>
        <Text style={s.section}>Commissions</Text>
        <View style={s.tableHead} fixed>
          <Text style={[s.cell, ROWS.no]}>No</Text>
          <Text style={[s.cell, ROWS.at]}>{'Date & Time'}</Text>
          <Text style={[s.cell, ROWS.order]}>Order ID</Text>
          <Text style={[s.cell, ROWS.name]}>Name</Text>
          <Text style={[s.cell, ROWS.status]}>Status Payout</Text>
          <Text style={[s.cell, ROWS.amount]}>Amount (RM)</Text>
        </View>
        {data.rows.map((r, i) => (
          <View key={`${r.order_id}-${i}`} style={i % 2 ? [s.row, s.rowAlt] : s.row} wrap={false}>
            <Text style={[s.cell, ROWS.no]}>{i + 1}</Text>
            <Text style={[s.cell, ROWS.at]}>{formatMalaysiaDate(r.created_at, true)}</Text>
            <Text style={[s.cell, ROWS.order, orderNoText]} hyphenationCallback={unbroken}>
              {r.order_no ?? `#${r.order_id}`}
            </Text>
            <Text style={[s.cell, ROWS.name]}>{r.name}</Text>
            <Text style={[s.cell, ROWS.status]}>{payoutLabel(r.status)}</Text>
            <Text style={[s.cell, ROWS.amount]}>{formatRinggit(r.amount_final)}</Text>
          </View>
        ))}
        <ReportFooter generatedAt={data.generatedAt} />
      </Page>
    </Document>
  );
}

/** Renders the payout report to PDF bytes. */
export function renderCommissionPayoutReport(data: PayoutReportData): Promise<Buffer> {
  return renderToBuffer(<CommissionPayoutReport data={data} />);
}
