import { useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** A checkout step's buttons: 'Previous' (back to the step before, for this package) and the step's own. */
export function StepButtons({ packageId, children }: { packageId: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const back = useApiMutation(routes.packageCheckout.back, {
    onSuccess: ({ data }) => navigate(data.url),
    onError: (err) => console.error('package/back failed', err),
  });
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        loading={back.isPending}
        onClick={() => back.mutate({ params: { packageId } })}
      >
        {t('packageCheckout.previous')}
      </Button>
      {children}
    </Group>
  );
}
