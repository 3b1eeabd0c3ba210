import { adminContentContract as api } from '@mahir/shared/contract/admin-content.contract';
import { removeRow } from '@mahir/shared/rules/authoring-form';
import { canAddMerchandiseImage } from '@mahir/shared/rules/authoring-form-admin';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConfirm } from '../../../components/ConfirmModal';
import { FormError, fieldErrors } from '../../../components/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { ActiveStatusSelect, AdminEditPage } from '../AdminList';
import {
  blankImage,
  emptyMerchandise,
  type MerchandiseFormValues,
  merchandiseBody,
  merchandiseToForm,
} from './merchandise-form';
import { ProductImageRow } from './ProductImageRow';

function MerchandiseForm({ initial }: { initial: MerchandiseFormValues }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm<MerchandiseFormValues>({ initialValues: initial });
  const confirm = useConfirm();
  const editing = Boolean(initial.hashslug);
  const opts = {
    onSuccess: () => navigate('/admin/merchandise'),
    onError: (e: Parameters<typeof fieldErrors>[0]) => form.setErrors(fieldErrors(e)),
  };
  const store = useApiMutation(api.merchandiseStore, opts);
  const update = useApiMutation(api.merchandiseUpdate, opts);
  const v = form.getValues();
  const required = [v.name, v.desc, v.price, v.color, v.size].every((x) => x.trim());
  const busy = store.isPending || update.isPending || store.isSuccess || update.isSuccess;
  return (
    <Stack>
      <FormError error={store.error ?? update.error} />
      <Card component="section" aria-labelledby="product-details">
        <Title order={3} fz="md" mb="sm" id="product-details">
          {t('admin.productDetails')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('admin.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('admin.priceRm')}
            required
            placeholder={t('admin.eg000')}
            {...form.getInputProps('price')}
          />
          <TextInput label={t('admin.color')} required {...form.getInputProps('color')} />
          <TextInput label={t('admin.size')} required {...form.getInputProps('size')} />
          <ActiveStatusSelect inactive="2" input={form.getInputProps('status_id')} />
        </SimpleGrid>
        <Textarea
          label={t('admin.description')}
          required
          mt="sm"
          autosize
          minRows={3}
          {...form.getInputProps('desc')}
        />
      </Card>
      <Card component="section" aria-labelledby="product-image">
        <Title order={3} fz="md" mb="sm" id="product-image">
          {t('admin.productImage')}
        </Title>
        <Stack gap="xs">
          {v.images.map((img, i) => (
            <ProductImageRow
              key={img.key}
              row={img}
              index={i}
              count={v.images.length}
              onChange={(change) =>
                form.setFieldValue(
                  'images',
                  form.getValues().images.map((x, k) => (k === i ? { ...x, ...change } : x)),
                )
              }
              onRemove={() => {
                const { rows, deletes } = removeRow(v.images, i, v.attachment_deletes);
                form.setValues({ images: rows, attachment_deletes: deletes });
              }}
            />
          ))}
          {canAddMerchandiseImage(v.images.length) && (
            <Button
              variant="light"
              w="fit-content"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.setFieldValue('images', [...v.images, blankImage()])}
            >
              {t('admin.addImage')}
            </Button>
          )}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button
          disabled={!required || busy}
          loading={store.isPending || update.isPending}
          onClick={() =>
            confirm.ask(t('common.confirmProceed'), () => {
              const body = merchandiseBody(form.getValues());
              if (editing) update.mutate({ body });
              else store.mutate({ body });
            })
          }
        >
          {editing ? t('admin.update') : t('admin.publish')}
        </Button>
      </Group>
      {confirm.modal}
    </Stack>
  );
}

/** Creating a product: Product Details, Product Image, Publish. */
export function MerchandiseCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.addMerchandise')} />
      <MerchandiseForm initial={emptyMerchandise()} />
    </>
  );
}

/** Editing a product, loaded by hashslug. */
export function MerchandiseEditPage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  const info = useApiQuery(api.merchandiseHashslug, { body: { hashslug } }, { staleTime: 0 });
  return (
    <AdminEditPage title={t('admin.editMerchandise')} query={info}>
      {(data) => <MerchandiseForm initial={merchandiseToForm(data.merchandise)} />}
    </AdminEditPage>
  );
}
