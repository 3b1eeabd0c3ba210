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
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { AdminEditPage, AdminList, EditLink } from '../AdminList';

/** Organization sponsorships. */
export function SponsorshipListPage() {
  const state = useListState();
  const query = useApiQuery(api.sponsorshipList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title="Sponsorships"
      createHref="/admin/sponsorships/create"
      label="Sponsorships"
      state={state}
      query={query}
      rowKey={(s) => s.hashslug}
      columns={[
        {
          header: 'Name',
          cell: (s) => <EditLink href={`/admin/sponsorships/${s.hashslug}/edit`}>{s.name}</EditLink>,
        },
        { header: 'Start', cell: (s) => s.start_date },
        { header: 'End', cell: (s) => s.end_date },
        { header: 'Reseller', cell: (s) => `${s.reseller_name} (${s.reseller_code})` },
        { header: 'Payment (RM)', cell: (s) => s.payment_amount },
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
          Information
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput label="Organization Name" required {...form.getInputProps('name')} />
          <TextInput label="Start Date" type="date" required {...form.getInputProps('start_date')} />
          <TextInput label="End Date" type="date" required {...form.getInputProps('end_date')} />
        </SimpleGrid>
      </Card>
      <Card>
        <Title order={3} fz="md" mb="sm">
          Payment Information
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Reseller Code"
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
              Get
            </Button>
          </Group>
          <TextInput
            label="Reseller Name"
            readOnly
            value={reseller.name}
            error={!reseller.valid && reseller.name ? ' ' : undefined}
            data-testid="reseller-name"
          />
          <TextInput label="Payment Date" type="date" required {...form.getInputProps('payment_date')} />
          <TextInput
            label="Payment Amount (RM)"
            required
            placeholder="eg: 0.00"
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
          {sponsor ? 'Update' : 'Submit'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Creating a sponsorship: the reseller must be found (Get) before submit. */
export function SponsorshipCreatePage() {
  return (
    <>
      <PageHeader title="Add Sponsorship" />
      <SponsorshipForm sponsor={null} />
    </>
  );
}

/** Editing a sponsorship, loaded by hashslug. */
export function SponsorshipEditPage({ hashslug }: { hashslug: string }) {
  const info = useApiQuery(api.sponsorshipHashslug, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title="Edit Sponsorship" query={info}>
      {(data) => <SponsorshipForm sponsor={data.sponsor} />}
    </AdminEditPage>
  );
}
