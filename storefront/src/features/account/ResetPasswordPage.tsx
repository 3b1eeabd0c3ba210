import { ResetPasswordBody } from '@mahir/shared/contract/account.contract';
import { NewPasswordFields } from '@mahir/ui/AccountFields';
import { useApiMutation, useApiQuery } from '@mahir/ui/api-context';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AccountCard, DoneThenLogin } from './AccountCard';

/** `/reset-password?token=`: shows the form only for a link that still works, then sets the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
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
  else if (check.isPending) content = <Loader role="status" aria-label={t('auth.checkingLink')} mx="auto" />;
  else if (check.isError || reset.error?.errors.token)
    content = (
      <Alert color="red" role="alert">
        {(reset.error?.errors.token ?? check.error?.errors.token)?.[0] ?? check.error?.message}{' '}
        <Anchor component={Link} href="/forgot-password">
          {t('auth.newLink')}
        </Anchor>
      </Alert>
    );
  else
    content = (
      <form noValidate onSubmit={form.onSubmit((body) => reset.mutate({ body }))}>
        <Stack>
          <NewPasswordFields field={form.getInputProps} passwordLabel={t('auth.newPassword')} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.setPassword')}
          </Button>
        </Stack>
      </form>
    );
  return <AccountCard title={t('auth.newPasswordTitle')}>{content}</AccountCard>;
}
