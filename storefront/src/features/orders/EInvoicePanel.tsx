import { EInvoiceRequestBody, type EInvoiceView } from '@mahir/shared/contract/einvoice.contract';
import type { ID_TYPES } from '@mahir/shared/einvoice/codes';
import { routeKey, useApiMutation } from '@mahir/ui';
import { fieldErrors, formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import { TaxPartyFields, useTaxText } from '@mahir/ui/TaxPartyFields';
import { Alert, Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The order's e-Invoice on the receipt: its state, then the validation link and QR code once valid. */
function EInvoiceStatus({ view }: { view: EInvoiceView }) {
  const T = useTaxText();
  return (
    <Group gap="md" align="center" data-testid="receipt-einvoice" wrap="wrap">
      {view.qr && <Image src={view.qr} w={96} h={96} alt={T.validationLink} />}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {T.eInvoice}
        </Text>
        <Text fw={600}>{view.code_number}</Text>
        <Text size="sm">
          {T.status}: {view.status.toUpperCase()}
        </Text>
        {view.validation_link && (
          <Anchor
            href={view.validation_link}
            target="_blank"
            rel="noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {T.validationLink}
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

/** The buyer's request for an e-Invoice in their own name (TIN, identity document, name, address). */
function EInvoiceForm({ reference }: { reference: string }) {
  const T = useTaxText();
  const client = useQueryClient();
  const form = useForm({
    initialValues: {
      tin: '',
      id_type: 'NRIC',
      id_value: '',
      name: '',
      address: '',
      postcode: '',
      city: '',
      phone: '',
    },
    validate: (values) =>
      formValidator(EInvoiceRequestBody)({
        ...values,
        postcode: values.postcode || undefined,
        city: values.city || undefined,
        phone: values.phone || undefined,
      }),
  });
  const request = useApiMutation(routes.einvoice.request, {
    onSuccess: () =>
      client.invalidateQueries({ queryKey: routeKey(routes.orders.show, { params: { reference } }) }),
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        request.mutate({
          params: { reference },
          body: {
            ...v,
            id_type: v.id_type as (typeof ID_TYPES)[number],
            postcode: v.postcode || undefined,
            city: v.city || undefined,
            phone: v.phone || undefined,
          },
        }),
      )}
      data-testid="einvoice-form"
    >
      <Stack gap="sm">
        <Text size="sm">{T.requestHint}</Text>
        {request.error && !Object.keys(request.error.errors).length && (
          <Alert color="red" variant="light">
            {request.error.message}
          </Alert>
        )}
        <TaxPartyFields input={form.getInputProps} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The receipt's e-Invoice part: the document once asked for (or consolidated), else the request form. */
export function EInvoicePanel({
  reference,
  view,
  paid,
}: {
  reference: string;
  view: EInvoiceView | null | undefined;
  paid: boolean;
}) {
  const T = useTaxText();
  const [open, setOpen] = useState(false);
  if (view) return <EInvoiceStatus view={view} />;
  if (!paid) return null;
  return open ? (
    <EInvoiceForm reference={reference} />
  ) : (
    <Group className="receipt-no-print">
      <Button variant="light" onClick={() => setOpen(true)} data-testid="einvoice-open">
        {T.request}
      </Button>
    </Group>
  );
}
