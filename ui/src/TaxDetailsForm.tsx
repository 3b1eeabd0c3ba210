import {
  einvoiceContract as api,
  EINVOICE_TEXT,
  TaxDetailsBody,
} from '@mahir/shared/contract/einvoice.contract';
import { ID_TYPES, type IdType } from '@mahir/shared/einvoice/codes';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useApiMutation, useApiQuery } from './api-context';
import { fieldErrors, formValidator } from './form-validator';

const T = EINVOICE_TEXT;
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
const ID_LABELS: Record<IdType, string> = {
  NRIC: 'MyKad (NRIC)',
  BRN: 'SSM (BRN)',
  PASSPORT: 'Pasport / Passport',
  ARMY: 'MyTentera',
};

/** A field of the party an e-Invoice names. */
export type TaxPartyField = keyof typeof EMPTY;

/**
 * The fields of the party an e-Invoice names: TIN, name, identity document, address, postcode, city and
 * phone. `full` (a payee's tax details) also asks the state and the SST number and requires the address parts;
 * a buyer's request leaves them optional.
 */
export function TaxPartyFields({
  input,
  full = false,
}: {
  input: (field: TaxPartyField) => GetInputPropsReturnType;
  full?: boolean;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={T.tin} required {...input('tin')} />
        <TextInput label={T.name} required {...input('name')} />
        <Select
          label={T.idType}
          data={ID_TYPES.map((t) => ({ value: t, label: ID_LABELS[t] }))}
          allowDeselect={false}
          {...input('id_type')}
        />
        <TextInput label={T.idValue} required {...input('id_value')} />
      </SimpleGrid>
      <Textarea label={T.address} required autosize minRows={2} {...input('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={T.postcode} required={full} {...input('postcode')} />
        <TextInput label={T.city} required={full} {...input('city')} />
        {full && <TextInput label={T.state} required {...input('state')} />}
        <TextInput label={T.phone} required={full} {...input('phone')} />
        {full && <TextInput label="SST No." {...input('sst')} />}
      </SimpleGrid>
    </>
  );
}

/**
 * A reseller's, sub-reseller's or affiliate's tax details (TIN, identity document, address): what their
 * self-billed e-Invoices name them with when a payout is marked paid.
 */
export function TaxDetailsForm() {
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
