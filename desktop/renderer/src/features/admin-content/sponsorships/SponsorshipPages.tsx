import {
  adminContentContract as api,
  type SponsorshipView,
} from '@mahir/shared/contract/admin-content.contract';
import { MSG } from '@mahir/shared/messages';
import { canSubmitSponsorship, RESELLER_CODE_MAX } from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { AdminEditPage, AdminList, EditLink } from '../AdminList';

/** Organization sponsorships. */
export function SponsorshipListPage() {
  const { t } = useTranslation();
  const state = useListState();
  const query = useApiQuery(api.sponsorshipList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.sponsorships')}
      createHref="/admin/sponsorships/create"
      label={t('admin.sponsorships')}
      state={state}
      query={query}
      rowKey={(s) => s.hashslug}
      columns={[
        {
          header: t('admin.name'),
          cell: (s) => <EditLink href={`/admin/sponsorships/${s.hashslug}/edit`}>{s.name}</EditLink>,
        },
        { header: t('admin.start'), cell: (s) => s.start_date },
        { header: t('admin.end'), cell: (s) => s.end_date },
        { header: t('admin.reseller'), cell: (s) => `${s.reseller_name} (${s.reseller_code})` },
        { header: t('admin.paymentRm'), cell: (s) => s.payment_amount },
      ]}
    />
  );
}

interface SponsorshipFormValues {
  hashslug: string | null;
  name: string;
  start_date: string;
  end_date: string;
  reseller_code: string;
  payment_date: string;
  payment_amount: string;
}

function SponsorshipForm({ sponsor }: { sponsor: z.infer<typeof SponsorshipView> | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<SponsorshipFormValues>({
    initialValues: {
      hashslug: sponsor?.hashslug ?? null,
      name: sponsor?.name ?? '',
      start_date: sponsor?.start_date ?? '',
      end_date: sponsor?.end_date ?? '',
      reseller_code: sponsor?.reseller_code ?? '',
      payment_date: sponsor?.payment_date ?? '',
      payment_amount: sponsor?.payment_amount ?? '',
    },
  });
  const [reseller, setReseller] = useState<{ valid: boolean; name: string }>({
    valid: Boolean(sponsor),
    name: sponsor?.reseller_name ?? '',
  });
  const find = useApiMutation(api.sponsorshipFindSeller, {
    onSuccess: ({ data }) => setReseller({ valid: true, name: data.user.name }),
    onError: () => setReseller({ valid: false, name: MSG.resellerCodeInvalid }),
  });
  const opts = {
    onSuccess: () => navigate('/admin/sponsorships'),
    onError: (e: Parameters<typeof fieldErrors>[0]) => form.setErrors(fieldErrors(e)),
  };
  const store = useApiMutation(api.sponsorshipStore, opts);
  const update = useApiMutation(api.sponsorshipUpdate, opts);
  const v = form.getValues();
  const busy = store.isPending || update.isPending || store.isSuccess || update.isSuccess;
  const ok = canSubmitSponsorship({ ...v, resellerValid: reseller.valid, submitting: busy });
  return (
    <Stack>
      <FormError error={store.error ?? update.error} />
      <Card>
        <Title order={3} fz="md" mb="sm">
          {t('admin.information')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput label={t('admin.organizationName')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('admin.startDate')}
            type="date"
            required
            {...form.getInputProps('start_date')}
          />
          <TextInput label={t('admin.endDate')} type="date" required {...form.getInputProps('end_date')} />
        </SimpleGrid>
      </Card>
      <Card>
        <Title order={3} fz="md" mb="sm">
          {t('admin.paymentInformation')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('admin.resellerCode')}
              required
              maxLength={RESELLER_CODE_MAX}
              style={{ flex: 1 }}
              {...form.getInputProps('reseller_code')}
              onChange={(e) => {
                form.setFieldValue('reseller_code', e.currentTarget.value);
                setReseller({ valid: false, name: '' });
              }}
            />
            <Button
              variant="light"
              loading={find.isPending}
              disabled={!v.reseller_code.trim()}
              onClick={() => find.mutate({ body: { reseller_code: v.reseller_code } })}
            >
              {t('admin.get')}
            </Button>
          </Group>
          <TextInput
            label={t('admin.resellerName')}
            readOnly
            value={reseller.name}
            error={!reseller.valid && reseller.name ? ' ' : undefined}
            data-testid="reseller-name"
          />
          <TextInput
            label={t('admin.paymentDate')}
            type="date"
            required
            {...form.getInputProps('payment_date')}
          />
          <TextInput
            label={t('admin.paymentAmountRm')}
            required
            placeholder={t('admin.eg000')}
            {...form.getInputProps('payment_amount')}
          />
        </SimpleGrid>
      </Card>
      <Group justify="flex-end">
        <Button
          disabled={!ok}
          loading={store.isPending || update.isPending}
          onClick={() => {
            const body = form.getValues();
            if (sponsor) update.mutate({ body });
            else store.mutate({ body: { ...body, hashslug: null } });
          }}
        >
          {sponsor ? t('admin.update') : t('admin.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Creating a sponsorship: the reseller must be found (Get) before submit. */
export function SponsorshipCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.addSponsorship')} />
      <SponsorshipForm sponsor={null} />
    </>
  );
}

/** Editing a sponsorship, loaded by hashslug. */
export function SponsorshipEditPage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.sponsorshipHashslug, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editSponsorship')} query={info}>
      {(data) => <SponsorshipForm sponsor={data.sponsor} />}
    </AdminEditPage>
  );
}
