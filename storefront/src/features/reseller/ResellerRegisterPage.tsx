import { MSG, ResellerRegistrationBody } from '@mahir/shared';
import { ApiError } from '@mahir/shared/client/api-client';
import {
  fieldErrors,
  formValidator,
  LoadingState,
  useApiMutation,
  useApiQuery,
  useSession,
  useUiLanguage,
} from '@mahir/ui';
import {
  AddressFields,
  EMPTY_ADDRESS,
  NewAccountFields,
  stateOptions,
  useEmailTaken,
} from '@mahir/ui/AccountFields';
import { FormSection } from '@mahir/ui/FormSection';
import { routes } from '@mahir/ui/routes';
import { pageServerText } from '@mahir/ui/server-text';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { COUNTRY_OPTIONS } from '../../lib/account-options';

const EMPTY = {
  email: '',
  confirm_email: '',
  password: '',
  confirm_password: '',
  full_name: '',
  phone_no: '',
  ...EMPTY_ADDRESS,
  bank_name: '',
  account_no: '',
  account_holder: '',
  swift_code: '',
  terms: false,
};

const validate = formValidator(ResellerRegistrationBody);

/** `/reseller/register`: 'RESELLER REGISTRATION' (spec 000 §2.8); logged-in users see the logout notice. */
export function ResellerRegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isLoading) return <LoadingState />;
  return (
    <Container size="md" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg" ta="center">
        {t('reseller.heading')}
      </Title>
      {session.user ? (
        <Alert color="yellow" role="alert">
          {t('reseller.loggedIn')}
        </Alert>
      ) : (
        <ResellerForm />
      )}
    </Container>
  );
}

function ResellerForm() {
  const { t: kit } = useUiLanguage();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const email = useEmailTaken();
  const emailTaken = email.taken;
  const form = useForm({ initialValues: EMPTY, validate, validateInputOnBlur: true });
  const states = useApiQuery(routes.resellerRegistration.states, {}, { staleTime: 3600_000 });
  const banks = useApiQuery(routes.resellerRegistration.banks, {}, { staleTime: 3600_000 });
  const save = useApiMutation(routes.resellerRegistration.registerSave, {
    onSuccess: ({ data }) => navigate(data.url),
    onError: (err) => {
      console.error('reseller/register/save failed', err);
      if (err instanceof ApiError) {
        // The client shows the server's words in the page's language, so compare in that language.
        if (err.field('email') === pageServerText(MSG.emailTaken)) email.setTaken(true);
        form.setErrors(fieldErrors(err));
      }
    },
  });

  const valid = ResellerRegistrationBody.safeParse(form.values).success;
  return (
    <form
      noValidate
      aria-label={t('reseller.heading')}
      onSubmit={form.onSubmit((values) => {
        if (!emailTaken) save.mutate({ body: values });
      })}
    >
      <Stack gap="lg">
        <FormSection id="reseller-account" title={t('reseller.account')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewAccountFields
              field={form.getInputProps}
              onEmailBlur={(e) => {
                form.validateField('email');
                void email.check(e.currentTarget.value.trim());
              }}
              emailError={form.errors.email ?? (emailTaken ? t('packageCheckout.emailTaken') : undefined)}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection id="reseller-personal" title={t('reseller.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('reseller.fullName')} required {...form.getInputProps('full_name')} />
            <TextInput
              label={kit('field.phoneNo')}
              required
              maxLength={20}
              inputMode="numeric"
              {...form.getInputProps('phone_no')}
            />
            <AddressFields
              field={form.getInputProps}
              countries={COUNTRY_OPTIONS}
              states={stateOptions(states.data?.states)}
              numericPostcode
            />
          </SimpleGrid>
        </FormSection>
        <FormSection id="reseller-bank" title={t('reseller.bank')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('reseller.bankName')}
              required
              searchable
              data={(banks.data?.banks ?? []).map((b) => ({ value: b.code, label: b.name }))}
              {...form.getInputProps('bank_name')}
            />
            <TextInput
              label={t('reseller.accountNo')}
              required
              maxLength={50}
              inputMode="numeric"
              {...form.getInputProps('account_no')}
            />
            <TextInput
              label={t('reseller.holder')}
              required
              maxLength={50}
              {...form.getInputProps('account_holder')}
            />
            <TextInput
              label={t('reseller.swift')}
              required
              maxLength={50}
              {...form.getInputProps('swift_code')}
            />
          </SimpleGrid>
        </FormSection>
        <Checkbox label={t('reseller.terms')} {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Button
          type="submit"
          size="md"
          disabled={!valid || emailTaken || save.isPending || save.isSuccess}
          loading={save.isPending}
        >
          {t('reseller.submit')}
        </Button>
      </Stack>
    </form>
  );
}
