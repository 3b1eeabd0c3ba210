import { ApiError } from '@mahir/shared';
import { useApiMutation, useApiQuery } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Blockquote, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { AuthFrame } from '../../components/AuthFrame';

const refusal = (error: unknown) =>
  error instanceof ApiError ? (error.errors.token?.[0] ?? error.message) : 'Ralat / Error';

/**
 * `/family/consent?token=`: the guardian reads the consent in Malay and English and gives it in one of them
 * (signed in or not); the words, the time and the version are recorded.
 */
export function FamilyConsentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useApiQuery(routes.family.consentCheck, { body: { token } }, { retry: false });
  const give = useApiMutation(routes.family.consent);
  return (
    <AuthFrame
      container={{ size: 560, py: 48, px: 'md' }}
      otherLink={null}
      title="Persetujuan Penjaga / Guardian's Consent"
    >
      <Stack>
        {check.isPending && <Loader role="status" aria-label="Memuatkan / Loading" mx="auto" />}
        {check.isError && (
          <Alert color="red" role="alert">
            {refusal(check.error)}
          </Alert>
        )}
        {give.isSuccess && (
          <Alert color="green" role="status">
            {give.data.message}
          </Alert>
        )}
        {give.isError && (
          <Alert color="red" role="alert">
            {refusal(give.error)}
          </Alert>
        )}
        {check.data && !give.isSuccess && (
          <>
            <Text>{check.data.child_name} meminta persetujuan anda / asks for your consent.</Text>
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
