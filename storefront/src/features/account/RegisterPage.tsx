import { isMinor } from '@mahir/shared/accounts/minor';
import { RegisterBody } from '@mahir/shared/contract/account.contract';
import { EmailInput, NewPasswordFields } from '@mahir/ui/AccountFields';
import { useApiMutation } from '@mahir/ui/api-context';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import { AccountCard } from './AccountCard';

/** `/register`: a student (with a date of birth) or a parent signs up; a link to verify the email follows. */
export function RegisterPage() {
  const { t } = useTranslation();
  // The language chosen before signing up becomes the account's, so its first mail is in it (issue 22).
  const { lang } = useLanguage();
  const form = useForm({
    initialValues: {
      account_type: 'student' as 'student' | 'parent',
      full_name: '',
      email: '',
      dob: '',
      guardian_email: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    validate: formValidator(RegisterBody),
  });
  const register = useApiMutation(routes.account.register, {
    onError: (err) => form.setErrors(fieldErrors(err)),
  });

  if (register.isSuccess)
    return (
      <AccountCard title={t('auth.registerTitle')}>
        <Alert color="green" role="status">
          <Text fw={600} size="sm">
            {t('auth.checkEmail')}
          </Text>
          {register.data.message} ({register.data.data.email})
        </Alert>
      </AccountCard>
    );

  const student = form.values.account_type === 'student';
  // A pupil under 18 names a parent or guardian, who is asked for consent (issue 20).
  const minor = student && isMinor(form.values.dob, new Date());
  return (
    <AccountCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          register.mutate({
            body: {
              ...values,
              dob: student ? values.dob : undefined,
              guardian_email: minor ? values.guardian_email : undefined,
              language: lang ?? undefined,
            },
          }),
        )}
      >
        <Stack>
          {register.error && Object.keys(register.error.errors).length === 0 && (
            <Alert color="red" role="alert">
              {register.error.message}
            </Alert>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="account-type-label">
              {t('auth.iAm')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="account-type-label"
              data={[
                { value: 'student', label: t('auth.student') },
                { value: 'parent', label: t('auth.parent') },
              ]}
              {...form.getInputProps('account_type')}
            />
          </div>
          <TextInput
            label={t('auth.fullName')}
            autoComplete="name"
            required
            {...form.getInputProps('full_name')}
          />
          <EmailInput {...form.getInputProps('email')} />
          {student && (
            <TextInput label={t('auth.birthDate')} type="date" required {...form.getInputProps('dob')} />
          )}
          {minor && (
            <TextInput
              label={t('auth.guardianEmail')}
              description={t('auth.guardianConsent')}
              type="email"
              required
              {...form.getInputProps('guardian_email')}
            />
          )}
          <NewPasswordFields field={form.getInputProps} passwordLabel={t('auth.passwordPlain')} />
          <Checkbox
            label={
              <>
                Saya bersetuju dengan terma dan{' '}
                <Anchor href="/privacy" target="_blank">
                  notis privasi
                </Anchor>{' '}
                / I accept the terms and the{' '}
                <Anchor href="/privacy" target="_blank">
                  privacy notice
                </Anchor>
              </>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('auth.signUp')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
