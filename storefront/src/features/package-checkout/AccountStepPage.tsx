import { ApiError, type CheckoutPackage, GuestAccountBody, PersonalAccountFields } from '@mahir/shared';
import { buysForChild } from '@mahir/shared/rules/package-selection';
import {
  fieldErrors,
  formValidator,
  useApiMutation,
  useApiQuery,
  useSession,
  useUiLanguage,
  writeCsrfMeta,
} from '@mahir/ui';
import { AddressFields, NewAccountFields, stateOptions, useEmailTaken } from '@mahir/ui/AccountFields';
import { FormSection } from '@mahir/ui/FormSection';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SchoolNameField, SchoolPickerModal } from '../../components/SchoolPickerModal';
import {
  COUNTRY_OPTIONS,
  EMPTY_ACCOUNT_VALUES,
  GENDER_OPTIONS,
  INCOME_OPTIONS,
  RACE_OPTIONS,
  RELATION_OPTIONS,
  RELIGION_OPTIONS,
} from '../../lib/account-options';
import { ChildPicker, chosenChild } from './ChildPicker';
import { HeldPackageNotice } from './NoPackageNotice';
import { PackageStep, PackageStepLayout } from './PackageStep';
import { ResellerCodeSection, useResellerCode } from './ResellerCodeSection';
import { StepButtons } from './StepButtons';

const EMPTY = EMPTY_ACCOUNT_VALUES;
type Values = typeof EMPTY;

const guestValidate = formValidator(GuestAccountBody);
const personalValidate = formValidator(PersonalAccountFields);

/** `/subscription/checkout`: the subscription account step (spec 000 §2.2). */
export function AccountStepPage() {
  return <PackageStep>{(step) => <AccountStepForm {...step} />}</PackageStep>;
}

function AccountStepForm({
  loggedIn,
  pkg,
  held,
}: {
  loggedIn: boolean;
  pkg: CheckoutPackage;
  held: boolean;
}) {
  const { t: kit } = useUiLanguage();
  const { t } = useTranslation();
  const [picker, { open, close }] = useDisclosure(false);
  const email = useEmailTaken();
  const emailTaken = email.taken;
  // A field says what is wrong as soon as it is changed or left, every message at once (spec 000 §5).
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => (loggedIn ? personalValidate(values) : guestValidate(values)),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const session = useSession();
  // A parent buys for one of their children: the form describes the chosen child (issue 20).
  const forChild = Boolean(session.user && buysForChild(session.user.roles));
  const [childId, setChildId] = useState<string | null>(() => (forChild ? chosenChild() : null));
  const user = useApiQuery(
    routes.packageCheckout.user,
    { query: { child_id: childId ?? undefined } },
    { enabled: loggedIn && (!forChild || childId !== null) },
  );
  const states = useApiQuery(routes.packageCheckout.states, {}, { staleTime: 3600_000 });
  const loaded = useRef<string | null>(null);

  // Reload what a logged-in buyer saved before.
  useEffect(() => {
    const u = user.data?.user;
    if (!u || loaded.current === (childId ?? '')) return;
    loaded.current = childId ?? '';
    const g = u.relationship;
    form.setValues({
      first_name: u.first_name ?? '',
      last_name: u.last_name ?? '',
      icno: u.icno ?? '',
      dob: u.dob ?? '',
      gender: u.gender ?? '',
      phone_no: u.phone_no ?? '',
      race: u.race ?? '',
      religion: u.religion ?? '',
      name_institution: u.school?.name ?? '',
      school_id: u.school && u.school.id > 0 ? String(u.school.id) : '',
      g_name: g?.name ?? '',
      g_relation: g ? (RELATION_OPTIONS.find((o) => o.label === g.relation_name)?.value ?? '') : '',
      g_email: g?.email ?? '',
      g_phone_no: g?.phone_no ?? '',
      g_address1: g?.address1 ?? '',
      g_address2: g?.address2 ?? '',
      g_postcode: g?.postcode ?? '',
      g_state: g?.state_id ? String(g.state_id) : '',
      g_city: g?.city ?? '',
      g_occupation: g?.designation ?? '',
      g_income_range: g?.income_range ?? '',
    });
  }, [user.data, form.setValues, childId]);
  const code = useResellerCode(
    loggedIn,
    () => form.getValues().reseller_code,
    (saved) => form.setFieldValue('reseller_code', saved),
  );
  const codeInvalid = code.invalid;

  const save = useApiMutation(routes.packageCheckout.accountSave, {
    keepLocked: true,
    onSuccess: ({ data }) => {
      if (data.csrf_token) writeCsrfMeta(data.csrf_token);
      window.location.assign(data.url);
    },
    onError: (err) => {
      console.error('package/account/save failed', err);
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });

  const submit = form.onSubmit((values) => {
    if (emailTaken || codeInvalid) return;
    if (forChild && !childId) return;
    save.mutate({
      body: loggedIn
        ? {
            ...values,
            child_id: childId ?? undefined,
            email: undefined,
            confirm_email: undefined,
            password: undefined,
            confirm_password: undefined,
          }
        : values,
    });
  });

  return (
    <PackageStepLayout
      title={t('packageCheckout.title')}
      pkg={pkg}
      after={
        <SchoolPickerModal
          opened={picker}
          onClose={close}
          source="package"
          onPick={(s) => form.setValues({ name_institution: s.name, school_id: String(s.id) })}
        />
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('packageCheckout.accountForm')}>
        <Stack gap="lg">
          {held && <HeldPackageNotice />}
          {forChild && (
            <ChildPicker
              value={childId}
              onChange={setChildId}
              error={form.errors.child_id as string | undefined}
            />
          )}
          {!loggedIn && (
            <FormSection id="account-info" title={t('packageCheckout.accountInfo')}>
              <Stack gap="sm">
                <Anchor component={Link} href="/login?redirect=/subscription/checkout">
                  {t('packageCheckout.returningCustomer')}
                </Anchor>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NewAccountFields
                    field={form.getInputProps}
                    emailAutoComplete="email"
                    onEmailBlur={(e) => void email.check(e.currentTarget.value.trim())}
                    emailError={
                      form.errors.email ?? (emailTaken ? t('packageCheckout.emailTaken') : undefined)
                    }
                  />
                </SimpleGrid>
              </Stack>
            </FormSection>
          )}
          <FormSection id="personal-info" title={t('packageCheckout.personalInfo')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={kit('field.firstName')}
                  required
                  maxLength={100}
                  {...form.getInputProps('first_name')}
                />
                <TextInput
                  label={kit('field.lastName')}
                  required
                  maxLength={20}
                  {...form.getInputProps('last_name')}
                />
                <TextInput label={t('packageCheckout.icNo')} maxLength={20} {...form.getInputProps('icno')} />
                <TextInput label={kit('field.dob')} type="date" {...form.getInputProps('dob')} />
                <Select
                  label={kit('field.gender')}
                  required
                  // Picking the chosen option again must not empty a required field.
                  allowDeselect={false}
                  data={GENDER_OPTIONS}
                  {...form.getInputProps('gender')}
                />
                <TextInput
                  label={kit('field.phoneNo')}
                  required
                  maxLength={20}
                  {...form.getInputProps('phone_no')}
                />
                <Select
                  label={t('packageCheckout.race')}
                  data={RACE_OPTIONS}
                  clearable
                  {...form.getInputProps('race')}
                />
                <Select
                  label={t('packageCheckout.religion')}
                  data={RELIGION_OPTIONS}
                  clearable
                  {...form.getInputProps('religion')}
                />
              </SimpleGrid>
              <SchoolNameField required inputProps={form.getInputProps('name_institution')} onChoose={open} />
            </Stack>
          </FormSection>
          <FormSection id="parent-info" title={t('packageCheckout.parentInfo')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('packageCheckout.parentName')}
                  required
                  {...form.getInputProps('g_name')}
                />
                <Select
                  label={kit('field.relation')}
                  required
                  // Picking the chosen option again must not empty a required field.
                  allowDeselect={false}
                  data={RELATION_OPTIONS}
                  {...form.getInputProps('g_relation')}
                />
                <TextInput
                  label={t('packageCheckout.parentEmail')}
                  required
                  maxLength={50}
                  {...form.getInputProps('g_email')}
                />
                <TextInput
                  label={t('packageCheckout.parentPhone')}
                  required
                  maxLength={20}
                  {...form.getInputProps('g_phone_no')}
                />
                <AddressFields
                  field={(name) => form.getInputProps(`g_${name}`)}
                  countries={COUNTRY_OPTIONS}
                  states={stateOptions(states.data?.states)}
                  stateValue={form.values.g_state}
                  keepSelection
                />
                <TextInput label={t('packageCheckout.occupation')} {...form.getInputProps('g_occupation')} />
                <Select
                  label={t('packageCheckout.income')}
                  data={INCOME_OPTIONS}
                  clearable
                  {...form.getInputProps('g_income_range')}
                />
              </SimpleGrid>
            </Stack>
          </FormSection>
          <ResellerCodeSection
            inputProps={form.getInputProps('reseller_code')}
            error={form.errors.reseller_code as string | undefined}
            code={code}
          />
          {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.errors).length) && (
            <Alert color="red.9" role="alert">
              {save.error.message}
            </Alert>
          )}
          <StepButtons packageId={pkg.id}>
            <Button type="submit" disabled={emailTaken || codeInvalid || held} loading={save.isPending}>
              {t('packageCheckout.next')}
            </Button>
          </StepButtons>
        </Stack>
      </form>
    </PackageStepLayout>
  );
}
