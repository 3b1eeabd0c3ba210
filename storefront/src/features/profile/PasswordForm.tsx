import { PasswordChangeBody, PROFILE_TEXT } from '@mahir/shared';
import { ApiError } from '@mahir/shared/client/api-client';
import { fieldErrors, formValidator, SuccessAlert, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Card, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };

/** The password change box of the profile page (spec 000 §5 "Profile"). */
export function PasswordForm() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: EMPTY,
    validate: formValidator(PasswordChangeBody),
    validateInputOnBlur: true,
  });
  const change = useApiMutation(routes.profile.password, {
    onSuccess: ({ message }) => {
      setNotice(message ?? PROFILE_TEXT.passwordUpdated);
      form.reset();
    },
    onError: (err) => {
      console.error('profile/password failed', err);
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-change">
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ body: values }))}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="password-change">
            {t('profile.changePassword')}
          </Title>
          <SuccessAlert message={notice} onClose={() => setNotice(null)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('profile.oldPassword')}
              maxLength={20}
              autoComplete="current-password"
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label={t('profile.newPassword')}
              maxLength={100}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('profile.confirmPassword')}
              maxLength={100}
              autoComplete="new-password"
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('profile.passwordHint')}
          </Text>
          <Button
            type="submit"
            variant="light"
            loading={change.isPending}
            disabled={change.isPending}
            w="fit-content"
          >
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
