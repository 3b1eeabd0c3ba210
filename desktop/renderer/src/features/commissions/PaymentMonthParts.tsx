import type { ApiError } from '@mahir/shared/client/api-client';
import type { CommissionLine } from '@mahir/shared/rules/commission-statement';
import { AppPagination, SuccessAlert } from '@mahir/ui';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import type { PaymentMonth } from './usePaymentMonth';

/** What the last action of a payment screen said: its success, the problem found, the release's error. */
function PaymentNotices({ month, error }: { month: PaymentMonth; error: ApiError | null }) {
  return (
    <>
      <SuccessAlert message={month.message} onClose={() => month.setMessage(null)} />
      {month.problem && (
        <Alert color="red" role="alert" mb="md">
          {month.problem}
        </Alert>
      )}
      <FormError error={error} />
    </>
  );
}

/** What 'Set Status as Paid' calls: the payment screen's release of the selected commissions. */
interface Release {
  mutate: (input: { body: { ids: number[] } }) => void;
  error: ApiError | null;
  isPending: boolean;
}

/**
 * What the last action said, then the selection's count and clearing, 'Set Status as Paid' (the selected
 * rows of `rows` still unpaid go to `release`) and the screen's own actions (`children`).
 */
export function ReleaseBar({
  month,
  rows,
  release,
  children,
}: {
  month: PaymentMonth;
  rows: readonly CommissionLine[];
  release: Release;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentNotices month={month} error={release.error} />
      <Group justify="flex-end" my="sm">
        {month.selected.size > 0 && (
          <Group gap="xs" mr="auto">
            <Text size="sm" data-testid="selection-count">
              {t('payouts.selected', { count: month.selected.size })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => month.setSelected(new Set())}>
              {t('payouts.clearSelection')}
            </Button>
          </Group>
        )}
        <Button
          leftSection={<IconCash size={16} />}
          onClick={() => month.setPaid(rows, (ids) => release.mutate({ body: { ids } }))}
          loading={release.isPending}
        >
          {t('payouts.setPaid')}
        </Button>
        {children}
      </Group>
    </>
  );
}

/** The table of a month's page in its card, with the count and the pages when there is more than one. */
export function PaymentPageCard({
  month,
  data,
  children,
}: {
  month: PaymentMonth;
  data: { total: number; last_page: number };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card padding="sm">
      {children}
      {data.last_page > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('payouts.total', { count: data.total })}
          </Text>
          <AppPagination total={data.last_page} value={month.page} onChange={month.setPage} />
        </Group>
      )}
    </Card>
  );
}
