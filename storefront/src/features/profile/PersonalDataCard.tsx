import { ApiError } from '@mahir/shared/client/api-client';
import { DeletionRequestBody, PRIVACY_TEXT } from '@mahir/shared/contract/privacy.contract';
import { fieldErrors, formValidator, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/**
 * "Your data" on the profile page (PDPA 2010, issue 20): download everything held about the account, and ask
 * for its deletion after a confirmation that takes the password. A waiting request is shown instead of the button.
 */
export function PersonalDataCard() {
  const { formatDate } = useLanguage();
  const { t } = useTranslation();
  const latest = useApiQuery(routes.privacy.myDeletionRequest, {}, { staleTime: 0 });
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', reason: '' },
    validate: formValidator(DeletionRequestBody),
  });
  const ask = useApiMutation(routes.privacy.requestDeletion, {
    onSuccess: ({ message }) => {
      setNotice(message ?? PRIVACY_TEXT.deletionRequested);
      setOpen(false);
      form.reset();
      void latest.refetch();
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });
  const pending = latest.data?.request?.status === 'pending' ? latest.data.request : null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="personal-data">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="personal-data">
          {t('profile.data.title')}
        </Title>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        <Text size="sm">
          {t('profile.data.intro')} <Anchor href="/privacy">{t('profile.data.privacyNotice')}</Anchor>
        </Text>
        <Group gap="sm">
          <Button component="a" href="/ajax/v2/profile/data-export" download variant="light">
            {t('profile.data.download')}
          </Button>
          {pending ? null : (
            <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
              {t('profile.data.delete')}
            </Button>
          )}
        </Group>
        {pending && (
          <Alert color="blue">
            <Text size="sm" fw={700}>
              {t('profile.data.received')}
            </Text>
            <Text size="sm">
              {t('profile.data.processing', { at: formatDate(pending.requested_at, true) })}
            </Text>
          </Alert>
        )}
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('profile.data.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => ask.mutate({ body: values }))}>
          <Stack gap="sm">
            <Text size="sm">{t('profile.data.deleteText')}</Text>
            <PasswordInput
              label={t('profile.data.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Textarea
              label={t('profile.data.reason')}
              maxLength={1000}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={ask.isPending}>
                {t('profile.data.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
