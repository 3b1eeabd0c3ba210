// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { MONTH_NAMES, type TaxReport } from '@mahir/shared';
import { formatRM } from '@mahir/shared/money/ringgit';
import { formatRatePercent, TAX_MSG } from '@mahir/shared/tax/index';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { Figure, ReportFooter, ReportHeader } from '../commissions/commission-report.parts';
import { reportStyles as s } from '../commissions/commission-report.styles';

const right = { textAlign: 'right' as const };
const COLS = {
  type: { width: '28%' },
  rate: { width: '10%', ...right },
  lines: { width: '10%', ...right },
  charge: { width: '18%', ...right },
  excluding: { width: '18%', ...right },
  tax: { width: '16%', ...right },
};

/** The report's data: the JSON report and when it was made. */
export interface TaxReportData {
  report: TaxReport;
  generatedAt: string;
}

function typeLabel(type: string): string {
  return (TAX_MSG.en.type as Record<string, string>)[type] ?? type;
}

/** The monthly SST report: paid lines by tax type and rate, with the amounts excluding tax and the tax. */
export function TaxReportDocument({ data }: { data: TaxReportData }) {
  const r = data.report;
  const period = `${MONTH_NAMES[r.month - 1]} ${r.year}`;
  return (
    <Document title={`Tax report ${period}`} author="Mahir" creator="Mahir">
      <Page size="A4" style={s.page}>
        <ReportHeader title="SALES AND SERVICE TAX REPORT">
          Paid orders of {period} (Malaysia time). {TAX_MSG.en.registrationNo(r.registration_no)}
        </ReportHeader>
        <View style={s.summary}>
          <Figure label="Charged (tax included)" sen={r.totals.charge} />
          <Figure label={TAX_MSG.en.excludingTax} sen={r.totals.excluding_tax} />
          <Figure label={TAX_MSG.en.taxTotal} sen={r.totals.tax} />
        </View>
        <View style={s.summary}>
          <Figure label="Refunded this month (credit notes)" sen={r.totals.refunds} />
          <Figure label="Tax refunded" sen={r.totals.refund_tax} />
          <Figure label="Net tax for the month" sen={r.totals.net_tax} strong />
        </View>
        <Text style={s.subtitle}>
          {r.orders} paid order{r.orders === 1 ? '' : 's'}, {r.totals.lines} line
          {r.totals.lines === 1 ? '' : 's'}; {r.refund_count} refund{r.refund_count === 1 ? '' : 's'} made in
          the month.
        </Text>
        <View style={s.tableHead}>
          <Text style={[s.cell, COLS.type]}>Tax type</Text>
          <Text style={[s.cell, COLS.rate]}>Rate</Text>
          <Text style={[s.cell, COLS.lines]}>Lines</Text>
          <Text style={[s.cell, COLS.charge]}>Charged</Text>
          <Text style={[s.cell, COLS.excluding]}>Excluding tax</Text>
          <Text style={[s.cell, COLS.tax]}>Tax</Text>
        </View>
        {r.rows.length === 0 && <Text style={s.empty}>No paid orders in {period}.</Text>}
        {r.rows.map((row) => (
          <View key={`${row.type}:${row.rate_basis_points}`} style={s.row}>
            <Text style={[s.cell, COLS.type]}>
              {row.type} {typeLabel(row.type)}
            </Text>
            <Text style={[s.cell, COLS.rate]}>{formatRatePercent(row.rate_basis_points)}%</Text>
            <Text style={[s.cell, COLS.lines]}>{row.lines}</Text>
            <Text style={[s.cell, COLS.charge]}>{formatRM(row.charge)}</Text>
            <Text style={[s.cell, COLS.excluding]}>{formatRM(row.excluding_tax)}</Text>
            <Text style={[s.cell, COLS.tax]}>{formatRM(row.tax)}</Text>
          </View>
        ))}
        <View style={s.totalRow}>
          <Text style={[s.cell, COLS.type]}>Total</Text>
          <Text style={[s.cell, COLS.rate]} />
          <Text style={[s.cell, COLS.lines]}>{r.totals.lines}</Text>
          <Text style={[s.cell, COLS.charge]}>{formatRM(r.totals.charge)}</Text>
          <Text style={[s.cell, COLS.excluding]}>{formatRM(r.totals.excluding_tax)}</Text>
          <Text style={[s.cell, COLS.tax]}>{formatRM(r.totals.tax)}</Text>
        </View>
        <ReportFooter generatedAt={data.generatedAt} />
      </Page>
    </Document>
  );
}

/** Renders the monthly tax report to PDF bytes. */
export function renderTaxReport(data: TaxReportData): Promise<Buffer> {
  return renderToBuffer(<TaxReportDocument data={data} />);
}
