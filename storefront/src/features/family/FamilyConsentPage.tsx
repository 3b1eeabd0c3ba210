import { ApiError } from '@mahir/shared';
import { useApiMutation, useApiQuery } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Blockquote, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AuthFrame } from '../../components/AuthFrame';

const refusal = (error: unknown, t: TFunction) =>
  error instanceof ApiError ? (error.errors.token?.[0] ?? error.message) : t('common.error');

/**
 * `/family/consent?token=`: the guardian reads the consent in Malay and English and gives it in one of them
 * (signed in or not); the words, the time and the version are recorded.
 */
export function FamilyConsentPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const token = params.get('token') ?? '';
  const check = useApiQuery(routes.family.consentCheck, { body: { token } }, { retry: false });
  const give = useApiMutation(routes.family.consent);
  return (
    <AuthFrame
      container={{ size: 560, py: 48, px: 'md' }}
      otherLink={null}
      title={t('family.consentPageTitle')}
    >
      <Stack>
        {check.isPending && <Loader role="status" aria-label={t('common.loading')} mx="auto" />}
        {check.isError && (
          <Alert color="red" role="alert">
            {refusal(check.error, t)}
          </Alert>
        )}
        {give.isSuccess && (
          <Alert color="green" role="status">
            {give.data.message}
          </Alert>
        )}
        {give.isError && (
          <Alert color="red" role="alert">
            {refusal(give.error, t)}
          </Alert>
        )}
        {check.data && !give.isSuccess && (
          <>
            <Text>{t('family.asksConsent', { name: check.data.child_name })}</Text>
            <Blockquote lang="ms">{check.data.wording.ms}</Blockquote>
            <Blockquote lang="en">{check.data.wording.en}</Blockquote>
            <Group grow>
              <Button
                loading={give.isPending}
                onClick={() => give.mutate({ body: { token, language: 'ms' } })}
              >
                Saya bersetuju
              </Button>
              <Button
                variant="light"
                loading={give.isPending}
                onClick={() => give.mutate({ body: { token, language: 'en' } })}
              >
                I consent
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </AuthFrame>
  );
}
