import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import type { MailContext } from '../mail-template';

/** Mahir's green, as the storefront's theme has it. */
export const BRAND = '#0b6e4f';

export const muted: CSSProperties = {
  color: '#6b7a73',
  fontSize: '12px',
  lineHeight: '18px',
  margin: '4px 0',
};
const paragraph: CSSProperties = { color: '#1f2a25', fontSize: '15px', lineHeight: '24px', margin: '12px 0' };
/** Marks the tables that hold data, so the plain-text part lays them out as rows (the layout's are not). */
export const DATA_TABLE = 'mail-data';
const cell: CSSProperties = { padding: '6px 8px 6px 0', fontSize: '14px', verticalAlign: 'top' };
/** What every data table of a mail is: a layout table (no borders or spacing) with a margin above and below. */
const dataTable = {
  className: DATA_TABLE,
  role: 'presentation',
  cellPadding: 0,
  cellSpacing: 0,
  style: { margin: '8px 0' },
} as const;

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <Text style={{ ...paragraph, color: '#4a5a53', fontSize: '13px', lineHeight: '20px' }}>{children}</Text>
  );
}

export function Greeting({ ctx, name }: { ctx: MailContext; name: string }) {
  return <Paragraph>{ctx.t.layout.greeting(name)}</Paragraph>;
}

/** A quoted block of someone's own words (a reviewer's reason), kept apart from Mahir's text, lines kept. */
export function Quote({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Text
      style={{
        ...paragraph,
        borderLeft: `3px solid ${BRAND}`,
        padding: '4px 0 4px 12px',
        backgroundColor: '#f4f6f5',
      }}
    >
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** The mail's main action, with the address written out for clients that do not show buttons. */
export function Action({ ctx, href, children }: { ctx: MailContext; href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          margin: '12px 0',
        }}
      >
        {children}
      </Button>
      <Text style={muted} data-skip-in-text="true">
        {ctx.t.layout.linkFallback}{' '}
        <Link href={href} style={{ color: BRAND, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** Label and value pairs (an order's reference, an event's times). */
export function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <table {...dataTable}>
      <tbody>
        {rows.map(([label, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <tr key={i}>
            <td style={{ ...cell, color: '#6b7a73' }}>{label}</td>
            <td style={{ ...cell, color: '#1f2a25', fontWeight: 600 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A small table with a header row; the last column is right-aligned (amounts, counts). */
export function Table({
  head,
  rows,
}: {
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  const align = (i: number, n: number): CSSProperties['textAlign'] =>
    i === n - 1 && n > 1 ? 'right' : 'left';
  return (
    <table {...dataTable} width="100%">
      <thead>
        <tr>
          {head.map((h, i) => (
            <th
              key={h}
              style={{
                ...cell,
                textAlign: align(i, head.length),
                color: '#6b7a73',
                borderBottom: '1px solid #dde3e0',
              }}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content rendered once
          <tr key={r}>
            {row.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <td key={i} style={{ ...cell, textAlign: align(i, row.length) }}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
