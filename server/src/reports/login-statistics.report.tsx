// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { MONTH_NAMES, MSG, truncateName } from '@mahir/shared';
import type { DailySeries } from '@mahir/shared/rules/login-series';
import { seriesTotal } from '@mahir/shared/rules/login-series';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import {
  Document,
  Page,
  Rect,
  renderToBuffer,
  StyleSheet,
  Svg,
  Line as SvgLine,
  Text as SvgText,
  Text,
  View,
} from '@react-pdf/renderer';

/** One row of a printed login statistics report. */
export interface LoginReportRow {
  name: string;
  email: string;
  total_login: number;
  last_login: string | null;
}

/** Everything an A3 login statistics report prints: the HR user's company, an organization or a company. */
export interface LoginStatisticsReportData {
  /** The line above the title: whose statistics these are (MAHIR BUSINESS PLAN, MAHIR ORGANIZATION...). */
  brand: string;
  /** The organization's or company's name. */
  group: string;
  year: number;
  month: number;
  series: DailySeries;
  rows: LoginReportRow[];
  generatedAt: string;
}

const BRAND = '#0b6e4f';
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

/** A3 portrait in points (297 x 420 mm), as the spec's print layout asks. */
const PAGE_WIDTH = 841.89;
const MARGIN = 40;
const CHART_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CHART_HEIGHT = 320;
const PLOT = { left: 44, right: 12, top: 16, bottom: 34 };

const styles = StyleSheet.create({
  page: { padding: MARGIN, paddingBottom: 56, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  header: { borderBottomWidth: 2, borderBottomColor: BRAND, paddingBottom: 10, marginBottom: 16 },
  brand: { fontSize: 11, color: BRAND, fontFamily: 'Helvetica-Bold', letterSpacing: 1 },
  title: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginTop: 4 },
  subtitle: { fontSize: 12, color: MUTED, marginTop: 4 },
  summary: { flexDirection: 'row', gap: 24, marginBottom: 12 },
  figure: { fontSize: 11 },
  figureValue: { fontFamily: 'Helvetica-Bold' },
  section: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginTop: 18, marginBottom: 8 },
  tableHead: {
    flexDirection: 'row',
    backgroundColor: BRAND,
    color: '#ffffff',
    fontFamily: 'Helvetica-Bold',
    paddingVertical: 6,
  },
  row: { flexDirection: 'row', paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: RULE },
  rowAlt: { backgroundColor: '#f5f7fa' },
  cNo: { width: '6%', paddingHorizontal: 6 },
  cName: { width: '34%', paddingHorizontal: 6 },
  cEmail: { width: '30%', paddingHorizontal: 6 },
  cTotal: { width: '10%', paddingHorizontal: 6, textAlign: 'right' },
  cLast: { width: '20%', paddingHorizontal: 6 },
  empty: { paddingVertical: 12, color: MUTED, textAlign: 'center' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: MARGIN,
    right: MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: MUTED,
  },
});

/** A round upper bound for the y axis with four even steps. */
function axisMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max / 4));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * step).find((s) => s * 4 >= max) ?? max / 4;
  return nice * 4;
}

/** Logins per day as bars, drawn with SVG primitives so the PDF stays vector and small. */
function LoginBars({ labels, totals }: { labels: string[]; totals: number[] }) {
  const plotW = CHART_WIDTH - PLOT.left - PLOT.right;
  const plotH = CHART_HEIGHT - PLOT.top - PLOT.bottom;
  const top = axisMax(Math.max(0, ...totals));
  const slot = plotW / Math.max(1, totals.length);
  const barW = slot * 0.68;
  const y = (v: number) => PLOT.top + plotH - (v / top) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);
  return (
    <Svg width={CHART_WIDTH} height={CHART_HEIGHT} viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}>
      {ticks.map((t) => (
        <SvgLine
          key={`grid-${t}`}
          x1={PLOT.left}
          x2={CHART_WIDTH - PLOT.right}
          y1={y(t)}
          y2={y(t)}
          stroke={RULE}
          strokeWidth={0.6}
        />
      ))}
      {ticks.map((t) => (
        <SvgText
          key={`tick-${t}`}
          x={PLOT.left - 6}
          y={y(t) + 3}
          textAnchor="end"
          style={{ fontSize: 8, fill: MUTED }}
        >
          {Number.isInteger(t) ? String(t) : t.toFixed(1)}
        </SvgText>
      ))}
      {totals.map((v, i) => {
        const x = PLOT.left + i * slot + (slot - barW) / 2;
        return (
          <Rect
            key={`bar-${labels[i] ?? i}`}
            x={x}
            y={y(v)}
            width={barW}
            height={Math.max(0, PLOT.top + plotH - y(v))}
            fill={BRAND}
          />
        );
      })}
      {labels.map((label, i) => (
        <SvgText
          key={`day-${label}`}
          x={PLOT.left + i * slot + slot / 2}
          y={PLOT.top + plotH + 14}
          textAnchor="middle"
          style={{ fontSize: 8, fill: MUTED }}
        >
          {label}
        </SvgText>
      ))}
      <SvgLine
        x1={PLOT.left}
        x2={CHART_WIDTH - PLOT.right}
        y1={PLOT.top + plotH}
        y2={PLOT.top + plotH}
        stroke={MUTED}
        strokeWidth={1}
      />
      <SvgText
        x={PLOT.left + plotW / 2}
        y={CHART_HEIGHT - 4}
        textAnchor="middle"
        style={{ fontSize: 9, fill: MUTED }}
      >
        Day of month
      </SvgText>
    </Svg>
  );
}

/** The A3 login statistics report of one organization or company and month. */
export function LoginStatisticsReport({ data }: { data: LoginStatisticsReportData }) {
  const period = `${MONTH_NAMES[data.month - 1]} ${data.year}`;
  const logins = seriesTotal(data.series);
  const active = data.rows.filter((r) => r.total_login > 0).length;
  return (
    <Document title={`Login statistics ${period} - ${data.group}`} author="Mahir" creator="Mahir">
      <Page size="A3" orientation="portrait" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.brand}>{data.brand}</Text>
          <Text style={styles.title}>{data.group}</Text>
          <Text style={styles.subtitle}>Login statistics for {period} (Malaysia time)</Text>
        </View>
        <View style={styles.summary}>
          <Text style={styles.figure}>
            Total logins: <Text style={styles.figureValue}>{logins}</Text>
          </Text>
          <Text style={styles.figure}>
            Listed users: <Text style={styles.figureValue}>{data.rows.length}</Text>
          </Text>
          <Text style={styles.figure}>
            Logged in this month: <Text style={styles.figureValue}>{active}</Text>
          </Text>
        </View>
        <Text style={styles.section}>Logins per day</Text>
        <LoginBars labels={data.series.date} totals={data.series.total} />
        <Text style={styles.section}>Listed users</Text>
        <View style={styles.tableHead} fixed>
          <Text style={styles.cNo}>No</Text>
          <Text style={styles.cName}>Name</Text>
          <Text style={styles.cEmail}>Email</Text>
          <Text style={styles.cTotal}>Total Login</Text>
          <Text style={styles.cLast}>Last Login</Text>
        </View>
        {data.rows.length === 0 ? (
          <Text style={styles.empty}>{MSG.noRecordAddedOrLogin}</Text>
        ) : (
          data.rows.map((r, i) => (
            <View
              key={`${r.email}-${i}`}
              style={i % 2 ? [styles.row, styles.rowAlt] : styles.row}
              wrap={false}
            >
              <Text style={styles.cNo}>{i + 1}</Text>
              <Text style={styles.cName}>{truncateName(r.name, 40)}</Text>
              <Text style={styles.cEmail}>{r.email}</Text>
              <Text style={styles.cTotal}>{r.total_login}</Text>
              <Text style={styles.cLast}>{r.last_login ? formatMalaysiaDate(r.last_login, true) : '-'}</Text>
            </View>
          ))
        )}
        <View style={styles.footer} fixed>
          <Text>Generated {formatMalaysiaDate(data.generatedAt, true)} (Malaysia time)</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** Renders the report to PDF bytes (in a report worker: see `report-pool.ts`). */
export function renderLoginStatisticsReport(data: LoginStatisticsReportData): Promise<Buffer> {
  return renderToBuffer(<LoginStatisticsReport data={data} />);
}
