import { EmailChangeBody } from '@mahir/shared/contract/account-security.contract';
import { fieldErrors, formValidator, SuccessAlert, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The email change box of the profile page (issue 19): a link goes to the new address and the change
 * happens when it is opened; the current address is told.
 */
export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: formValidator(EmailChangeBody),
    validateInputOnBlur: true,
  });
  const change = useApiMutation(routes.accountSecurity.requestEmailChange, {
    onSuccess: ({ message }) => {
      setNotice(message ?? null);
      form.reset();
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  const refusal = change.error && !change.error.errors.email && !change.error.errors.password;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="email-change">
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ body: values }))}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="email-change">
            {t('auth.changeEmail')}
          </Title>
          <Text size="sm" c="dimmed">
            E-mel semasa / Current email: {current}
          </Text>
          <SuccessAlert message={notice} onClose={() => setNotice(null)} />
          {refusal && (
            <Alert color="red" role="alert">
              {change.error?.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.newEmail')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Button type="submit" variant="light" loading={change.isPending} w="fit-content">
            {t('auth.sendLink')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
