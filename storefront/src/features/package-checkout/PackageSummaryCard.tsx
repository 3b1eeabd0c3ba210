import type { CheckoutPackage } from '@mahir/shared';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/** The order summary: package name, price per 1 Month and total (spec 000 §2.1). */
export function PackageSummaryCard({ pkg }: { pkg: CheckoutPackage }) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  return (
    <Card withBorder padding="lg" aria-label={t('packageCheckout.summary')} component="section">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('packageCheckout.summary')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{pkg.name}</Text>
          <Text data-testid="package-price">
            {formatRinggit(pkg.options.subtotal)} / {t('packageCheckout.perMonth')}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('packageCheckout.total')}</Text>
          <Text fw={700} data-testid="package-total">
            {formatRinggit(pkg.total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
