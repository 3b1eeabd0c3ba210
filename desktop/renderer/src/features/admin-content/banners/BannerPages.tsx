import { adminContentContract as api, type BannerView } from '@mahir/shared/contract/admin-content.contract';
import {
  BANNER_SUB_HEADLINE_MAX,
  bannerErrors,
  bannerFileError,
} from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { useListState } from '@mahir/ui/ListTable';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmModal';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { useUpload } from '../../../lib/use-upload';
import { ActiveBadge, ActiveStatusSelect, AdminEditPage, AdminList, EditLink } from '../AdminList';
import { BannerDropArea } from './BannerDropArea';

/** Homepage banners. */
export function BannerListPage() {
  const { t } = useTranslation();
  const state = useListState();
  const query = useApiQuery(api.bannerList, { query: state.query }, { staleTime: 0 });
  return (
    <AdminList
      title={t('admin.banners')}
      createHref="/admin/banners/create"
      label={t('admin.banners')}
      state={state}
      query={query}
      rowKey={(b) => b.hashslug}
      columns={[
        {
          header: t('admin.headline'),
          cell: (b) => <EditLink href={`/admin/banners/${b.hashslug}/edit`}>{b.headline}</EditLink>,
        },
        { header: t('admin.subHeadline'), cell: (b) => b.sub_headline },
        {
          header: t('admin.status'),
          cell: (b) => <ActiveBadge active={b.is_active === 1} />,
        },
      ]}
    />
  );
}

interface BannerFormValues {
  hashslug: string | null;
  headline: string;
  sub_headline: string;
  is_button: boolean;
  button_label: string;
  button_link: string;
  is_active: string;
  path: string;
  ext: string;
  size: number | null;
  full_path: string;
}

const toForm = (b: z.infer<typeof BannerView> | null): BannerFormValues => ({
  hashslug: b?.hashslug ?? null,
  headline: b?.headline ?? '',
  sub_headline: b?.sub_headline ?? '',
  is_button: b?.is_button ?? false,
  button_label: b?.button_label ?? '',
  button_link: b?.button_link ?? '',
  is_active: String(b?.is_active ?? 1),
  path: b?.path ?? '',
  ext: b?.image_ext ?? '',
  size: b?.image_size ?? null,
  full_path: b?.full_path ?? b?.image_url ?? '',
});

function BannerForm({ banner }: { banner: z.infer<typeof BannerView> | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<BannerFormValues>({
    initialValues: toForm(banner),
    validate: (values) => bannerErrors(values),
  });
  const [fileError, setFileError] = useState<string | null>(null);
  const confirm = useConfirm();
  const save = useApiMutation(api.bannerStore, {
    onSuccess: () => navigate('/admin/banners'),
    onError: (e) => form.setErrors(fieldErrors(e)),
  });
  const upload = useUpload(api.bannerUpload, {
    onAccepted: (a) =>
      form.setValues({
        path: a.path ?? a.url ?? '',
        ext: a.ext ?? a.type ?? '',
        size: a.size ?? null,
        full_path: a.full_path ?? a.full_url ?? '',
      }),
    onRejected: () => form.setValues({ path: '', ext: '', size: null, full_path: '' }),
  });
  const v = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        confirm.ask(t('common.confirmProceed'), () =>
          save.mutate({
            body: {
              hashslug: values.hashslug,
              headline: values.headline,
              sub_headline: values.sub_headline || null,
              is_button: values.is_button,
              button_label: values.is_button ? values.button_label : null,
              button_link: values.is_button ? values.button_link : null,
              is_active: Number(values.is_active),
              path: values.path,
              ext: values.ext || null,
              size: values.size,
            },
          }),
        ),
      )}
    >
      <Stack>
        <FormError error={save.error} />
        <Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput label={t('admin.headline')} required {...form.getInputProps('headline')} />
            <TextInput
              label={t('admin.subHeadline')}
              maxLength={BANNER_SUB_HEADLINE_MAX}
              description={`${v.sub_headline.length}/${BANNER_SUB_HEADLINE_MAX}`}
              {...form.getInputProps('sub_headline')}
            />
            <Checkbox
              label={t('admin.addButton')}
              mt="md"
              {...form.getInputProps('is_button', { type: 'checkbox' })}
            />
            <ActiveStatusSelect inactive="2" input={form.getInputProps('is_active')} />
            {v.is_button && (
              <TextInput label={t('admin.buttonLabel')} required {...form.getInputProps('button_label')} />
            )}
            {v.is_button && (
              <TextInput label={t('admin.buttonLink')} required {...form.getInputProps('button_link')} />
            )}
          </SimpleGrid>
          <div style={{ marginTop: 16 }}>
            <BannerDropArea
              state={fileError ? { phase: 'rejected', message: fileError } : upload.state}
              previewUrl={v.full_path || null}
              detail={
                v.path ? `${v.ext.toUpperCase()} ${v.size ? `${Math.round(v.size / 1024)} KB` : ''}` : ''
              }
              onFile={(file) => {
                const refused = bannerFileError(file);
                setFileError(refused);
                if (refused) form.setValues({ path: '', ext: '', size: null, full_path: '' });
                else void upload.start(file);
              }}
            />
          </div>
        </Card>
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!v.path || save.isPending || save.isSuccess}
            loading={save.isPending}
          >
            {banner ? t('admin.update') : t('admin.create')}
          </Button>
        </Group>
      </Stack>
      {confirm.modal}
    </form>
  );
}

/** Creating a banner. */
export function BannerCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.addBanner')} />
      <BannerForm banner={null} />
    </>
  );
}

/** Editing a banner, loaded by hashslug. */
export function BannerEditPage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.bannerHashslug, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editBanner')} query={info}>
      {(data) => <BannerForm banner={data.banner} />}
    </AdminEditPage>
  );
}
