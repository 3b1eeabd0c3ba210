import { isMinor } from '@mahir/shared/accounts/minor';
import { RegisterBody } from '@mahir/shared/contract/account.contract';
import { EmailInput, NewPasswordFields } from '@mahir/ui/AccountFields';
import { useApiMutation } from '@mahir/ui/api-context';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountCard } from './AccountCard';

/** `/register`: a student (with a date of birth) or a parent signs up; a link to verify the email follows. */
export function RegisterPage() {
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
      <AccountCard title="Daftar Akaun">
        <Alert color="green" role="status">
          <Text fw={600} size="sm">
            Semak e-mel anda / Check your email
          </Text>
          {register.data.message} ({register.data.data.email})
        </Alert>
      </AccountCard>
    );

  const student = form.values.account_type === 'student';
  // A pupil under 18 names a parent or guardian, who is asked for consent (issue 20).
  const minor = student && isMinor(form.values.dob, new Date());
  return (
    <AccountCard
      title="Daftar Akaun"
      intro="Sertai Mahir sebagai pelajar atau ibu bapa. Sign up as a student or a parent."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          register.mutate({
            body: {
              ...values,
              dob: student ? values.dob : undefined,
              guardian_email: minor ? values.guardian_email : undefined,
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
              Saya / I am
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="account-type-label"
              data={[
                { value: 'student', label: 'Pelajar / Student' },
                { value: 'parent', label: 'Ibu bapa / Parent' },
              ]}
              {...form.getInputProps('account_type')}
            />
          </div>
          <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('full_name')} />
          <EmailInput {...form.getInputProps('email')} />
          {student && (
            <TextInput
              label="Tarikh lahir / Date of birth"
              type="date"
              required
              {...form.getInputProps('dob')}
            />
          )}
          {minor && (
            <TextInput
              label="E-mel ibu bapa/penjaga / Parent or guardian's email"
              description="Kami akan meminta persetujuan mereka / We will ask for their consent"
              type="email"
              required
              {...form.getInputProps('guardian_email')}
            />
          )}
          <NewPasswordFields field={form.getInputProps} passwordLabel="Password" />
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
            Daftar / Sign up
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
