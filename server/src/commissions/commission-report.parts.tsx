// tsx started from the repo root reads no jsx option; these pragmas keep the automatic runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import { formatRM } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { BRAND, reportStyles as s } from './commission-report.styles';

/** The brand line, the report's title and its subtitle, above the figures. */
export function ReportHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={s.header}>
      <Text style={s.brand}>MAHIR</Text>
      <Text style={s.title}>{title}</Text>
      <Text style={s.subtitle}>{children}</Text>
    </View>
  );
}

/** One summary figure in ringgit; the strong one in the brand's colour. */
export function Figure({ label, sen, strong }: { label: string; sen: number; strong?: boolean }) {
  return (
    <View style={s.card}>
      <Text style={s.cardLabel}>{label}</Text>
      <Text style={strong ? [s.cardValue, { color: BRAND }] : s.cardValue}>{formatRM(sen)}</Text>
    </View>
  );
}

/** When the report was made (Malaysia time) and the page number, on every page. */
export function ReportFooter({ generatedAt }: { generatedAt: string }) {
  return (
    <View style={s.footer} fixed>
      <Text>Generated {formatMalaysiaDate(generatedAt, true)} (Malaysia time)</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
