import { ID_TYPES, type IdType } from '@mahir/shared/einvoice/codes';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useUiLanguage } from './language';

const TAX_KEYS = [
  'request',
  'requestHint',
  'tin',
  'idType',
  'idValue',
  'name',
  'address',
  'postcode',
  'city',
  'state',
  'phone',
  'sst',
  'submit',
  'eInvoice',
  'validationLink',
  'status',
  'taxDetails',
  'taxDetailsSaved',
] as const;

/** The e-Invoice and tax-details texts in the page's language (`tax.*`; the spec's `EINVOICE_TEXT` with none). */
export function useTaxText(): Record<(typeof TAX_KEYS)[number], string> {
  const { t } = useUiLanguage();
  return Object.fromEntries(TAX_KEYS.map((key) => [key, t(`tax.${key}`)])) as Record<
    (typeof TAX_KEYS)[number],
    string
  >;
}

/** A field of the party an e-Invoice names. */
export type TaxPartyField =
  | 'tin'
  | 'id_type'
  | 'id_value'
  | 'name'
  | 'address'
  | 'postcode'
  | 'city'
  | 'state'
  | 'phone'
  | 'sst';

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
  const T = useTaxText();
  const { t } = useUiLanguage();
  const idLabels: Record<IdType, string> = {
    NRIC: 'MyKad (NRIC)',
    BRN: 'SSM (BRN)',
    PASSPORT: t('tax.passport'),
    ARMY: 'MyTentera',
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={T.tin} required {...input('tin')} />
        <TextInput label={T.name} required {...input('name')} />
        <Select
          label={T.idType}
          data={ID_TYPES.map((id) => ({ value: id, label: idLabels[id] }))}
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
        {full && <TextInput label={T.sst} {...input('sst')} />}
      </SimpleGrid>
    </>
  );
}
