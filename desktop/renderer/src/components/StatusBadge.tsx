import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 0: 'grape', 1: 'mahir', 2: 'red', 3: 'gray' };

/** Review status of a course or digital asset: 0 pending, 1 published, 2 rejected, 3 draft. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = COLORS[status];
  const label = color ? t(`products.filter.${status}`) : t('products.statusN', { n: status });
  return <Badge color={`${color ?? 'gray'}.9`}>{label}</Badge>;
}
