import { EmailBody } from '@mahir/shared/contract/account.contract';
import { EmailInput } from '@mahir/ui/AccountFields';
import { useApiMutation } from '@mahir/ui/api-context';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AccountCard } from './AccountCard';

/** `/forgot-password`: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: formValidator(EmailBody) });
  const forgot = useApiMutation(routes.account.forgotPassword, {
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  return (
    <AccountCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      {forgot.isSuccess ? (
        <Alert color="green" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((body) => forgot.mutate({ body }))}>
          <Stack>
            {forgot.error && Object.keys(forgot.error.errors).length === 0 && (
              <Alert color="red" role="alert">
                {forgot.error.message}
              </Alert>
            )}
            <EmailInput {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('auth.sendLink')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
