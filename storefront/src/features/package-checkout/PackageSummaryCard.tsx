import { type CheckoutPackage, PACKAGE_CHECKOUT_TEXT } from '@mahir/shared';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../i18n/i18n';

/** The order summary: package name, price per 1 Month and total (spec 000 §2.1). */
export function PackageSummaryCard({ pkg }: { pkg: CheckoutPackage }) {
  const { formatRinggit } = useLanguage();
  return (
    <Card withBorder padding="lg" aria-label="Order summary" component="section">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Order Summary
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{pkg.name}</Text>
          <Text data-testid="package-price">
            {formatRinggit(pkg.options.subtotal)} / {PACKAGE_CHECKOUT_TEXT.perMonth}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="package-total">
            {formatRinggit(pkg.total)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
