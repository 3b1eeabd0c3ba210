import { ApiError } from '@mahir/shared';
import { useApiMutation } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AuthFrame } from '../../components/AuthFrame';
import { useLoginRedirect } from '../../lib/use-login-redirect';

/** `/family/link?token=`: the pupil, signed in, confirms that a guardian may follow their learning. */
export function FamilyLinkPage() {
  const session = useLoginRedirect();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useApiMutation(routes.family.confirmLink);
  if (session.isLoading || !session.user)
    return <Loader role="status" aria-label={t('common.loading')} mx="auto" />;
  return (
    <AuthFrame container={{ size: 560, py: 48, px: 'md' }} otherLink={null} title={t('family.linkTitle')}>
      <Stack>
        {confirm.isSuccess ? (
          <Alert color="green" role="status">
            {confirm.data.message} ({confirm.data.data.guardian.name})
          </Alert>
        ) : (
          <>
            <Text>{t('family.linkText')}</Text>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ body: { token } })}>
              {t('family.confirmLink')}
            </Button>
          </>
        )}
        {confirm.isError && (
          <Alert color="red" role="alert">
            {confirm.error instanceof ApiError
              ? (confirm.error.errors.token?.[0] ?? confirm.error.message)
              : t('common.error')}
          </Alert>
        )}
      </Stack>
    </AuthFrame>
  );
}
