import { MantineProvider, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const rows = [
  { id: 7, name: 'Aina', total: 1250 },
  { id: 9, name: 'Badrul', total: 5 },
];

describe('DataTable', () => {
  it('renders the markup of the hand-written table it replaces', () => {
    const written = (
      <Table striped aria-label="Orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td title={r.name}>{r.name}</Table.Td>
              <Table.Td ta="right">{r.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
    const declared = (
      <DataTable
        striped
        aria-label="Orders"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: 'No', cell: (_, i) => i + 1 },
          { header: 'Name', cell: (r) => r.name, td: (r) => ({ title: r.name }) },
          false,
          { header: 'Total', cell: (r) => r.total, th: { ta: 'right' }, td: { ta: 'right' } },
        ]}
      />
    );
    expect(html(declared)).toBe(html(written));
  });

  it('shows the empty row across every column only when there are no rows', () => {
    const empty = html(
      <DataTable
        rows={[] as typeof rows}
        rowKey={(r) => r.id}
        emptyRow="No record"
        emptyCell={{ ta: 'center' }}
        columns={[
          { header: 'Name', cell: (r) => r.name },
          { header: 'Total', cell: (r) => r.total },
        ]}
      />,
    );
    expect(empty).toContain('colSpan="2"');
    expect(empty).toContain('No record');
    const full = html(
      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        emptyRow="No record"
        columns={[{ header: 'Name', cell: (r) => r.name }]}
      />,
    );
    expect(full).not.toContain('No record');
  });
});
