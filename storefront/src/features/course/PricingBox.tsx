import type { CoursePageData } from '@mahir/shared';
import { Price } from '@mahir/ui';
import { Alert, Card, Divider, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessAction } from './AccessAction';

/** The course pricing and access box: final and sell price, the price in Mahir Coins, and the viewer's button. */
export function PricingBox({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { pricing } = page;
  const invitation = page.course.special_invitation;
  // Kept here, above the button, so the message outlives the button it came from.
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Card padding="lg" shadow="sm" component="section" aria-labelledby="pricing-heading">
      <Stack gap="sm">
        <Text id="pricing-heading" size="sm" fw={600} c="dimmed" tt="uppercase">
          {invitation
            ? t('catalogue.byInvitation')
            : pricing.recurring
              ? t('course.monthly')
              : t('course.price')}
        </Text>
        {/* Closed courses hide their price, as their catalogue cards do (spec 001). */}
        {!invitation && (
          <>
            <div data-testid="course-price">
              <Price
                final={pricing.final_price}
                sell={pricing.sell_price}
                perMonth={pricing.recurring}
                size="xl"
              />
            </div>
            <Text size="sm" c="dimmed" data-testid="course-coins">
              {t('course.orCoins', { coins: pricing.price_in_coins })}
            </Text>
          </>
        )}
        <Divider />
        {notice && (
          <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />} p="xs">
            {notice}
          </Alert>
        )}
        <AccessAction page={page} onGranted={(message) => setNotice(message ?? null)} />
      </Stack>
    </Card>
  );
}
