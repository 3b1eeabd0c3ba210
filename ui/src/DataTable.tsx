import {
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a `DataTable`: its header, how a row fills its cell, and the cells' own props. */
export interface Column<T> {
  /** The header cell; a string header also keys the column unless `key` is given. */
  header: ReactNode;
  key?: string;
  cell: (row: T, index: number) => ReactNode;
  /** Props of the header cell (alignment, width, styles). */
  th?: TableThProps;
  /** Props of each body cell, fixed or by row. */
  td?: TableTdProps | ((row: T) => TableTdProps);
}

function keyOf<T>(column: Column<T>, index: number): string {
  return column.key ?? (typeof column.header === 'string' ? column.header : String(index));
}

/**
 * A table from columns and rows: one header row, one body row a record, and an optional footer.
 * Every other prop goes to Mantine's `Table` (label it with `aria-label`).
 *
 * @example <DataTable aria-label="Orders" striped rows={orders} rowKey={(o) => o.id}
 *   columns={[{ header: 'No.', cell: (o) => o.no }, { header: 'Total', cell: (o) => formatRM(o.total) }]} />
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  footer,
  emptyRow,
  emptyCell,
  children,
  ...table
}: Omit<TableProps, 'children'> & {
  columns: ReadonlyArray<Column<T> | false | null | undefined>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  rowProps?: (row: T, index: number) => TableTrProps;
  /** Rows of `<Table.Tfoot>` (totals). */
  footer?: ReactNode;
  /** Shown across every column, in the body's only row, when there are no rows. */
  emptyRow?: ReactNode;
  /** Props of the empty row's cell (centred text). */
  emptyCell?: TableTdProps;
  /** More body rows after the records. */
  children?: ReactNode;
}) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((c, i) => (
            <Table.Th key={keyOf(c, i)} {...c.th}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && emptyRow !== undefined && (
          <Table.Tr>
            <Table.Td colSpan={shown.length} {...emptyCell}>
              {emptyRow}
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((row, r) => (
          <Table.Tr key={rowKey(row, r)} {...rowProps?.(row, r)}>
            {shown.map((c, i) => (
              <Table.Td key={keyOf(c, i)} {...(typeof c.td === 'function' ? c.td(row) : c.td)}>
                {c.cell(row, r)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        {children}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}
