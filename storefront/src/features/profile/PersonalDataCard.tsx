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
import { useLanguage } from '../../i18n/i18n';

/**
 * "Your data" on the profile page (PDPA 2010, issue 20): download everything held about the account, and ask
 * for its deletion after a confirmation that takes the password. A waiting request is shown instead of the button.
 */
export function PersonalDataCard() {
  const { formatDate } = useLanguage();
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
          Data anda / Your data
        </Title>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        <Text size="sm">
          Muat turun semua data yang Mahir simpan tentang anda (fail zip). Download everything Mahir holds
          about you as a zip file. <Anchor href="/privacy">Notis privasi / Privacy notice</Anchor>
        </Text>
        <Group gap="sm">
          <Button component="a" href="/ajax/v2/profile/data-export" download variant="light">
            Muat turun data saya / Download my data
          </Button>
          {pending ? null : (
            <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
              Padam akaun saya / Delete my account
            </Button>
          )}
        </Group>
        {pending && (
          <Alert color="blue">
            <Text size="sm" fw={700}>
              Permohonan dihantar / Request received
            </Text>
            <Text size="sm">
              Permohonan memadam akaun anda pada {formatDate(pending.requested_at, true)} sedang diproses.
              Your request to delete your account is being processed.
            </Text>
          </Alert>
        )}
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Padam akaun / Delete account"
        centered
        closeButtonProps={{ 'aria-label': 'Tutup / Close' }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => ask.mutate({ body: values }))}>
          <Stack gap="sm">
            <Text size="sm">
              Akaun anda akan dipadam: profil, alamat, log masuk dan e-mel dibuang, dan anda tidak lagi boleh
              log masuk. Pesanan dan invois disimpan tanpa nama anda, seperti yang dikehendaki undang-undang.
              Your account will be deleted: profile, addresses, sign-ins and mail removed, and you can no
              longer log in. Orders and invoices are kept without your name, as the law requires.
            </Text>
            <PasswordInput
              label="Kata laluan / Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Textarea
              label="Sebab (pilihan) / Reason (optional)"
              maxLength={1000}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Batal / Cancel
              </Button>
              <Button type="submit" color="red.9" loading={ask.isPending}>
                Ya, padam akaun saya / Yes, delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
