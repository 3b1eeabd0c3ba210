import { useApiMutation } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AccountCard, DoneThenLogin } from './AccountCard';

/** `/verify-email?token=`: uses the mailed link once, then says whether it worked and why not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useApiMutation(routes.account.verifyEmail);
  const sent = useRef(false);
  useEffect(() => {
    // Once per page: a link works once, so a second post would only report it as used.
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ body: { token } });
  }, [token, verify]);

  return (
    <AccountCard title={t('auth.verifyTitle')}>
      <Stack>
        {verify.isPending && <Loader role="status" aria-label={t('auth.verifying')} mx="auto" />}
        {verify.isSuccess && <DoneThenLogin message={verify.data.message} />}
        {verify.isError && (
          <Alert color="red" role="alert">
            {verify.error.errors.token?.[0] ?? verify.error.message}
          </Alert>
        )}
      </Stack>
    </AccountCard>
  );
}
