// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { MONTH_NAMES, MSG, truncateName } from '@mahir/shared';
import type { DailySeries } from '@mahir/shared/rules/login-series';
import { seriesTotal } from '@mahir/shared/rules/login-series';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import {
  Canvas,
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
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    height: 22,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
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

/** Rows on the first page (below the chart) and on every following page. */
const FIRST_PAGE_ROWS = 24;
const PAGE_ROWS = 48;

/**
 * Splits the rows into pages ourselves: every row is one line of fixed height, so each page is known to fit
 * and the PDF library never has to split (which costs far more than laying out, for thousands of rows).
 */
export function paginateRows<T>(rows: readonly T[], first = FIRST_PAGE_ROWS, rest = PAGE_ROWS): T[][] {
  const pages: T[][] = [rows.slice(0, first)];
  for (let at = first; at < rows.length; at += rest) pages.push(rows.slice(at, at + rest));
  return pages;
}

function TableHead() {
  return (
    <View style={styles.tableHead}>
      <Text style={styles.cNo}>No</Text>
      <Text style={styles.cName}>Name</Text>
      <Text style={styles.cEmail}>Email</Text>
      <Text style={styles.cTotal}>Total Login</Text>
      <Text style={styles.cLast}>Last Login</Text>
    </View>
  );
}

const ROW_HEIGHT = 22;
/** Columns of the table as fractions of its width: No, Name, Email, Total Login (right), Last Login. */
const COLUMNS = [0.06, 0.34, 0.3, 0.1, 0.2] as const;

/** Cuts text to `max` characters with an ellipsis, so a cell stays on its one line. */
function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A page's rows drawn straight onto the page (one canvas per page, not five text boxes per row): the same
 * look, without laying out tens of thousands of boxes for a large organization.
 */
function Rows({ rows, offset }: { rows: readonly LoginReportRow[]; offset: number }) {
  const cells = rows.map((r, i) => [
    String(offset + i + 1),
    truncateName(r.name, 40),
    fit(r.email, 42),
    String(r.total_login),
    r.last_login ? formatMalaysiaDate(r.last_login, true) : '-',
  ]);
  return (
    <Canvas
      style={{ width: CHART_WIDTH, height: rows.length * ROW_HEIGHT }}
      paint={(painter, width) => {
        const xs = COLUMNS.map((_, c) => COLUMNS.slice(0, c).reduce((a, f) => a + f * width, 0));
        cells.forEach((row, i) => {
          const top = i * ROW_HEIGHT;
          if ((offset + i) % 2) painter.rect(0, top, width, ROW_HEIGHT).fillColor('#f5f7fa').fill();
          painter
            .rect(0, top + ROW_HEIGHT - 0.5, width, 0.5)
            .fillColor(RULE)
            .fill();
          painter.fillColor(INK).font('Helvetica').fontSize(10);
          row.forEach((text, c) => {
            const x = (xs[c] ?? 0) + 6;
            const w = (COLUMNS[c] ?? 0) * width - 12;
            const options = c === 3 ? { width: w, align: 'right', lineBreak: false } : { lineBreak: false };
            painter.text(text, x, top + 6, options);
          });
        });
        return null;
      }}
    />
  );
}

function Footer({ generatedAt, page, pages }: { generatedAt: string; page: number; pages: number }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Generated {formatMalaysiaDate(generatedAt, true)} (Malaysia time)</Text>
      <Text>
        Page {page} of {pages}
      </Text>
    </View>
  );
}

/** The A3 login statistics report of one organization or company and month. */
export function LoginStatisticsReport({ data }: { data: LoginStatisticsReportData }) {
  const period = `${MONTH_NAMES[data.month - 1]} ${data.year}`;
  const logins = seriesTotal(data.series);
  const active = data.rows.filter((r) => r.total_login > 0).length;
  const [firstRows = [], ...restPages] = paginateRows(data.rows);
  const pages = 1 + restPages.length;
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
        <TableHead />
        {data.rows.length === 0 ? (
          <Text style={styles.empty}>{MSG.noRecordAddedOrLogin}</Text>
        ) : (
          <Rows rows={firstRows} offset={0} />
        )}
        <Footer generatedAt={data.generatedAt} page={1} pages={pages} />
      </Page>
      {restPages.map((rows, p) => (
        <Page key={`page-${p + 2}`} size="A3" orientation="portrait" style={styles.page}>
          <TableHead />
          <Rows rows={rows} offset={FIRST_PAGE_ROWS + p * PAGE_ROWS} />
          <Footer generatedAt={data.generatedAt} page={p + 2} pages={pages} />
        </Page>
      ))}
    </Document>
  );
}

/** Renders the report to PDF bytes (in a report worker: see `report-pool.ts`). */
export function renderLoginStatisticsReport(data: LoginStatisticsReportData): Promise<Buffer> {
  return renderToBuffer(<LoginStatisticsReport data={data} />);
}
