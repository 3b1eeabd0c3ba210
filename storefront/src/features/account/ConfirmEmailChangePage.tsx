import { useApiMutation } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AccountCard } from './AccountCard';

/** `/confirm-email-change?token=`: the link mailed to the new address; used once, then says why not. */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const confirm = useApiMutation(routes.accountSecurity.confirmEmailChange, {
    onSuccess: () => void client.invalidateQueries(),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ body: { token } });
  }, [token, confirm]);

  return (
    <AccountCard title={t('auth.changeEmail')}>
      <Stack>
        {confirm.isPending && <Loader role="status" aria-label={t('auth.confirming')} mx="auto" />}
        {confirm.isSuccess && (
          <Alert color="green" role="status">
            {confirm.data.message} ({confirm.data.data.email})
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red" role="alert">
            {confirm.error.errors.token?.[0] ?? confirm.error.message}
          </Alert>
        )}
      </Stack>
    </AccountCard>
  );
}
