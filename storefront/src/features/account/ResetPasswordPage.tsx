import { ResetPasswordBody } from '@mahir/shared/contract/account.contract';
import { NewPasswordFields } from '@mahir/ui/AccountFields';
import { useApiMutation, useApiQuery } from '@mahir/ui/api-context';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'wouter';
import { AccountCard, DoneThenLogin } from './AccountCard';

/** `/reset-password?token=`: shows the form only for a link that still works, then sets the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useApiQuery(routes.account.checkResetToken, { body: { token } }, { retry: false });
  const form = useForm({
    initialValues: { token, password: '', password_confirmation: '' },
    validate: formValidator(ResetPasswordBody),
  });
  const reset = useApiMutation(routes.account.resetPassword, {
    onError: (err) => form.setErrors(fieldErrors(err)),
  });

  let content: React.ReactNode;
  if (reset.isSuccess) content = <DoneThenLogin message={reset.data.message} />;
  else if (check.isPending)
    content = <Loader role="status" aria-label="Memeriksa pautan / Checking the link" mx="auto" />;
  else if (check.isError || reset.error?.errors.token)
    content = (
      <Alert color="red" role="alert">
        {(reset.error?.errors.token ?? check.error?.errors.token)?.[0] ?? check.error?.message}{' '}
        <Anchor component={Link} href="/forgot-password">
          Minta pautan baharu / Ask for a new link
        </Anchor>
      </Alert>
    );
  else
    content = (
      <form noValidate onSubmit={form.onSubmit((body) => reset.mutate({ body }))}>
        <Stack>
          <NewPasswordFields field={form.getInputProps} passwordLabel="Kata laluan baharu / New password" />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Tetapkan kata laluan / Set password
          </Button>
        </Stack>
      </form>
    );
  return <AccountCard title="Kata Laluan Baharu">{content}</AccountCard>;
}
