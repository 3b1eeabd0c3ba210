import { Badge } from '@mantine/core';

const LABELS: Record<number, [string, string]> = {
  0: ['Pending', 'grape'],
  1: ['Published', 'mahir'],
  2: ['Rejected', 'red'],
  3: ['Draft', 'gray'],
};

/** Review status of a course or digital asset: 0 pending, 1 published, 2 rejected, 3 draft. */
export function StatusBadge({ status }: { status: number }) {
  const [label, color] = LABELS[status] ?? [`Status ${status}`, 'gray'];
  return <Badge color={`${color}.9`}>{label}</Badge>;
}
