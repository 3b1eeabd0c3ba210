import {
  type AdminEventView,
  adminContentContract as api,
  EVENT_GROUPS,
  EVENT_TYPE,
} from '@mahir/shared/contract/admin-content.contract';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmModal';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { OpenLink, UploadField } from '../../../components/UploadField';
import { useUpload } from '../../../lib/use-upload';
import { ActiveBadge, AdminEditPage, AdminList, EditLink } from '../AdminList';

/** Events (physical and online). */
export function EventListPage() {
  const { t } = useTranslation();
  const state = useListState();
  const query = useApiQuery(api.eventList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.events')}
      createHref="/admin/events/create"
      label={t('admin.events')}
      state={state}
      query={query}
      rowKey={(e) => e.hashslug}
      columns={[
        {
          header: t('admin.name'),
          cell: (e) => <EditLink href={`/admin/events/${e.hashslug}/edit`}>{e.name}</EditLink>,
        },
        {
          header: t('admin.type'),
          cell: (e) => (e.type_id === EVENT_TYPE.online ? t('admin.online') : t('admin.physical')),
        },
        { header: t('admin.date'), cell: (e) => `${e.date} ${e.time}` },
        { header: t('admin.price'), cell: (e) => `RM ${e.price}` },
        {
          header: t('admin.status'),
          cell: (e) => <ActiveBadge active={e.is_active} />,
        },
      ]}
    />
  );
}

type EventGroup = (typeof EVENT_GROUPS)[number];

function EventForm({ event }: { event: z.infer<typeof AdminEventView> | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const form = useForm({
    initialValues: {
      name: event?.name ?? '',
      description: event?.description ?? '',
      type_id: String(event?.type_id ?? EVENT_TYPE.physical),
      date: event?.date ?? '',
      time: event?.time ?? '',
      speaker: event?.speaker ?? '',
      location: event?.location ?? '',
      meeting_link: event?.meeting_link ?? '',
      price: event?.price ?? '',
      allowed_groups: (event?.allowed_groups ?? []) as string[],
      is_active: event?.is_active ?? true,
      image: event?.image ?? '',
      image_url: event?.image_url ?? '',
    },
  });
  const save = useApiMutation(api.eventStore, {
    onSuccess: () => navigate('/admin/events'),
    onError: (e) => form.setErrors(fieldErrors(e)),
  });
  const upload = useUpload(api.eventUploadImage, {
    onAccepted: (a) => form.setValues({ image: a.url ?? '', image_url: a.full_url ?? '' }),
    onRejected: () => form.setValues({ image: '', image_url: '' }),
  });
  const v = form.getValues();
  const online = v.type_id === String(EVENT_TYPE.online);
  const submit = () =>
    confirm.ask(t('common.confirmProceed'), () =>
      save.mutate({
        body: {
          hashslug: event?.hashslug ?? null,
          name: v.name,
          description: v.description,
          type_id: Number(v.type_id),
          date: v.date,
          time: v.time,
          speaker: v.speaker,
          location: online ? null : v.location,
          meeting_link: online ? v.meeting_link : null,
          price: v.price,
          allowed_groups: v.allowed_groups as EventGroup[],
          is_active: v.is_active,
          image: v.image || null,
        },
      }),
    );
  return (
    <Stack>
      <FormError error={save.error} />
      <Card>
        <Title order={3} fz="md" mb="sm">
          {t('admin.eventDetails')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('admin.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('admin.speaker')} required {...form.getInputProps('speaker')} />
          <Radio.Group label={t('admin.type')} required {...form.getInputProps('type_id')}>
            <Group mt="xs">
              <Radio value={String(EVENT_TYPE.physical)} label={t('admin.physical')} />
              <Radio value={String(EVENT_TYPE.online)} label={t('admin.online')} />
            </Group>
          </Radio.Group>
          {online ? (
            <TextInput label={t('admin.meetingLink')} required {...form.getInputProps('meeting_link')} />
          ) : (
            <TextInput label={t('admin.location')} required {...form.getInputProps('location')} />
          )}
          <TextInput label={t('admin.date')} type="date" required {...form.getInputProps('date')} />
          <TextInput label={t('admin.time')} type="time" required {...form.getInputProps('time')} />
          <TextInput
            label={t('admin.priceRm')}
            placeholder={t('admin.eg000')}
            {...form.getInputProps('price')}
          />
          <Checkbox
            label={t('admin.active')}
            mt="md"
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.description')}
          required
          mt="sm"
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={t('admin.allowedGroups')}
          required
          mt="sm"
          {...form.getInputProps('allowed_groups')}
        >
          <Group mt="xs">
            {EVENT_GROUPS.map((g) => (
              <Checkbox key={g} value={g} label={g} />
            ))}
          </Group>
        </Checkbox.Group>
        <div style={{ marginTop: 12 }}>
          <UploadField
            label={t('admin.eventImage')}
            accept="image/jpeg,image/png"
            state={upload.state}
            detail={v.image ? t('admin.uploaded') : ''}
            onFile={(f) => void upload.start(f)}
            action={<OpenLink href={v.image_url} />}
          />
        </div>
      </Card>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={save.isSuccess}>
          {event ? t('admin.update') : t('admin.create')}
        </Button>
      </Group>
      {confirm.modal}
    </Stack>
  );
}

/** Creating an event. */
export function EventCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.addEvent')} />
      <EventForm event={null} />
    </>
  );
}

/** Editing an event, loaded by hashslug. */
export function EventEditPage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.eventHashslug, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editEvent')} query={info}>
      {(data) => <EventForm event={data.event} />}
    </AdminEditPage>
  );
}
