import { einvoiceContract as api, TaxDetailsBody } from '@mahir/shared/contract/einvoice.contract';
import type { IdType } from '@mahir/shared/einvoice/codes';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useApiMutation, useApiQuery } from './api-context';
import { fieldErrors, formValidator } from './form-validator';
import { TaxPartyFields, useTaxText } from './TaxPartyFields';

const EMPTY = {
  tin: '',
  id_type: 'NRIC' as IdType,
  id_value: '',
  name: '',
  address: '',
  postcode: '',
  city: '',
  state: '',
  phone: '',
  sst: '',
};
/**
 * A reseller's, sub-reseller's or affiliate's tax details (TIN, identity document, address): what their
 * self-billed e-Invoices name them with when a payout is marked paid.
 */
export function TaxDetailsForm() {
  const T = useTaxText();
  const query = useApiQuery(api.taxDetails, {}, { staleTime: 0 });
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({ initialValues: EMPTY, validate: formValidator(TaxDetailsBody) });
  const loaded = query.data?.tax_details;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once, when the details arrive
  useEffect(() => {
    if (loaded) form.setValues({ ...loaded, sst: loaded.sst ?? '' });
  }, [loaded]);
  const save = useApiMutation(api.saveTaxDetails, {
    onSuccess: ({ message }) => setSaved(message ?? T.taxDetailsSaved),
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  return (
    <Card withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit((v) => save.mutate({ body: { ...v, sst: v.sst || undefined } }))}>
        <Stack gap="sm">
          <Title order={3}>{T.taxDetails}</Title>
          <Text size="sm" c="dimmed">
            e-Invois bil kendiri LHDN untuk komisen anda / LHDN self-billed e-Invoices for your commissions
          </Text>
          {saved && (
            <Alert color="green" variant="light" withCloseButton onClose={() => setSaved(null)}>
              {saved}
            </Alert>
          )}
          <TaxPartyFields input={form.getInputProps} full />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
