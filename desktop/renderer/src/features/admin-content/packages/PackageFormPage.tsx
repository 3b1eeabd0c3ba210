import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { canSubmitPackage } from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { ActiveStatusSelect, AdminEditPage } from '../AdminList';
import { PackageCoinField, PackageDetailsFields, PackageTutorFields } from './PackageFields';
import { emptyPackage, type PackageFormValues, packageBody, packageToForm } from './package-form';

function gate(v: PackageFormValues, submitting: boolean) {
  return canSubmitPackage({
    name: v.name,
    price: v.price,
    coin: v.coin,
    mahir_tutor_category_id: v.mahir_tutor_category_id ? Number(v.mahir_tutor_category_id) : null,
    total_mahir_tutor: v.total_mahir_tutor ? Number(v.total_mahir_tutor) : null,
    submitting,
  });
}

/** Creating a package: one card of fields and Create. */
export function PackageCreatePage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<PackageFormValues>({ initialValues: emptyPackage() });
  const store = useApiMutation(api.packageStore, {
    onSuccess: () => navigate('/admin/packages'),
    onError: (e) => form.setErrors(fieldErrors(e)),
  });
  const busy = store.isPending || store.isSuccess;
  return (
    <>
      <PageHeader title={t('admin.addNewPackage')} />
      <Stack>
        <FormError error={store.error} />
        <Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PackageDetailsFields form={form} />
            <PackageTutorFields form={form} />
            <PackageCoinField form={form} />
          </SimpleGrid>
        </Card>
        <Group justify="flex-end">
          <Button
            disabled={!gate(form.getValues(), busy)}
            loading={store.isPending}
            onClick={() => store.mutate({ body: packageBody(form.getValues()) })}
          >
            {t('admin.create')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}

function PackageEditForm({ hashslug, initial }: { hashslug: string; initial: PackageFormValues }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<PackageFormValues>({ initialValues: initial });
  const update = useApiMutation(api.packageUpdate, {
    onSuccess: () => navigate('/admin/packages'),
    onError: (e) => form.setErrors(fieldErrors(e)),
  });
  const busy = update.isPending || update.isSuccess;
  const card = (title: string, body: ReactNode) => (
    <Card>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>{body}</SimpleGrid>
    </Card>
  );
  return (
    <Stack>
      <FormError error={update.error} />
      {card(t('admin.packageDetails'), <PackageDetailsFields form={form} />)}
      {card(t('admin.mahirTutorCourse'), <PackageTutorFields form={form} />)}
      {card(t('admin.mahirCoinsBonus'), <PackageCoinField form={form} />)}
      {card(t('admin.status'), <ActiveStatusSelect inactive="0" input={form.getInputProps('is_active')} />)}
      <Group justify="flex-end">
        <Button
          disabled={!gate(form.getValues(), busy)}
          loading={update.isPending}
          onClick={() => update.mutate({ body: { ...packageBody(form.getValues()), hashslug } })}
        >
          {t('admin.update')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Editing a package: Package Details, Mahir Tutor Course, Mahir Coins Bonus, Status; Update. */
export function PackageEditPage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.packageInfo, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editPackage')} query={info}>
      {(data) => <PackageEditForm hashslug={hashslug} initial={packageToForm(data.package)} />}
    </AdminEditPage>
  );
}
