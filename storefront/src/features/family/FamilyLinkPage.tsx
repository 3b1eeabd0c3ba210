import { ApiError } from '@mahir/shared';
import { useApiMutation } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { AuthFrame } from '../../components/AuthFrame';
import { useLoginRedirect } from '../../lib/use-login-redirect';

/** `/family/link?token=`: the pupil, signed in, confirms that a guardian may follow their learning. */
export function FamilyLinkPage() {
  const session = useLoginRedirect();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useApiMutation(routes.family.confirmLink);
  if (session.isLoading || !session.user)
    return <Loader role="status" aria-label="Memuatkan / Loading" mx="auto" />;
  return (
    <AuthFrame
      container={{ size: 560, py: 48, px: 'md' }}
      otherLink={null}
      title="Pautan Penjaga / Guardian Link"
    >
      <Stack>
        {confirm.isSuccess ? (
          <Alert color="green" role="status">
            {confirm.data.message} ({confirm.data.data.guardian.name})
          </Alert>
        ) : (
          <>
            <Text>
              Sahkan bahawa penjaga anda boleh melihat kemajuan pembelajaran anda / Confirm that your guardian
              may see your learning progress.
            </Text>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ body: { token } })}>
              Sahkan pautan / Confirm the link
            </Button>
          </>
        )}
        {confirm.isError && (
          <Alert color="red" role="alert">
            {confirm.error instanceof ApiError
              ? (confirm.error.errors.token?.[0] ?? confirm.error.message)
              : 'Ralat / Error'}
          </Alert>
        )}
      </Stack>
    </AuthFrame>
  );
}
