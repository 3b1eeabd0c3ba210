import { PROFILE_TEXT, ProfileSaveBody, type ProfileUser } from '@mahir/shared';
import { ApiError } from '@mahir/shared/client/api-client';
import {
  fieldErrors,
  formValidator,
  QueryState,
  SuccessAlert,
  useApiMutation,
  useApiQuery,
  useSession,
} from '@mahir/ui';
import { stateOptions } from '@mahir/ui/AccountFields';
import { FormSection } from '@mahir/ui/FormSection';
import { routes } from '@mahir/ui/routes';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SchoolNameField, SchoolPickerModal } from '../../components/SchoolPickerModal';
import { COUNTRY_OPTIONS, GENDER_OPTIONS, RELATION_OPTIONS } from '../../lib/account-options';
import { MyGuardiansCard } from '../family';
import { AvatarUpload } from './AvatarUpload';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordForm } from './PasswordForm';
import { PersonalDataCard } from './PersonalDataCard';

const validate = formValidator(ProfileSaveBody);

function valuesOf(u: ProfileUser) {
  return {
    name: u.name,
    first_name: u.first_name ?? '',
    last_name: u.last_name ?? '',
    language: u.language ?? '',
    phone_no: u.phone_no ?? '',
    gender: u.gender ?? '',
    dob: u.dob ?? '',
    profile_detail: u.profile_detail ?? '',
    address1: u.address1 ?? '',
    address2: u.address2 ?? '',
    postcode: u.postcode ?? '',
    city: u.city ?? '',
    state_id: u.state_id ? String(u.state_id) : '',
    country_id: u.country_id ? String(u.country_id) : '1',
    name_institution: u.name_institution ?? '',
    school_id: u.school_id ? String(u.school_id) : '',
    parent_name: u.parent?.name ?? '',
    parent_relationship: u.parent?.relationship ?? '',
    parent_email: u.parent?.email ?? '',
  };
}

/** `/profile`: profile, school and parent (students), address, password and avatar (spec 000 §2.9). */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useApiQuery(routes.profile.user, {});
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{t('profile.title')}</Title>
        <Anchor component={Link} href="/mail-preferences">
          {t('profile.emailPreferences')}
        </Anchor>
      </Group>
      <QueryState query={query}>{(data) => <ProfileForms user={data.user} />}</QueryState>
    </Container>
  );
}

function ProfileForms({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const [notice, setNotice] = useState<string | null>(null);
  const [picker, { open, close }] = useDisclosure(false);
  // 'Name is required' and 'Phone No is required' show as soon as a field is emptied or left.
  const form = useForm({
    initialValues: valuesOf(user),
    validate,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const states = useApiQuery(routes.packageCheckout.states, {}, { staleTime: 3600_000 });
  const save = useApiMutation(routes.profile.save, {
    onSuccess: ({ data, message }) => {
      setNotice(message ?? PROFILE_TEXT.updated);
      form.setValues(valuesOf(data.user));
      form.resetDirty(valuesOf(data.user));
      void session.refetch();
    },
    onError: (err) => {
      console.error('profile/save failed', err);
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });
  const missing = !form.values.name.trim() || !form.values.phone_no.trim();

  return (
    <Stack gap="lg">
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      <Card withBorder padding="lg">
        <AvatarUpload name={user.name} avatar={user.avatar} />
      </Card>
      <form
        noValidate
        aria-label={t('profile.title')}
        onSubmit={form.onSubmit((values) => save.mutate({ body: values }))}
      >
        <Stack gap="lg">
          <FormSection id="profile-info" title={t('profile.info')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('profile.email')} value={user.email} readOnly />
              <TextInput label={t('profile.name')} required {...form.getInputProps('name')} />
              <TextInput label={t('profile.firstName')} {...form.getInputProps('first_name')} />
              <TextInput label={t('profile.lastName')} maxLength={20} {...form.getInputProps('last_name')} />
              <TextInput
                label={t('checkout.phone')}
                required
                maxLength={20}
                {...form.getInputProps('phone_no')}
              />
              <Select
                label={t('profile.gender')}
                data={GENDER_OPTIONS}
                clearable
                {...form.getInputProps('gender')}
              />
              <TextInput label={t('profile.dob')} type="date" {...form.getInputProps('dob')} />
              <Select
                label={t('profile.language')}
                data={[
                  { value: 'bm', label: 'Bahasa Melayu' },
                  { value: 'en', label: 'English' },
                ]}
                clearable
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label={t('profile.aboutMe')}
              autosize
              minRows={2}
              {...form.getInputProps('profile_detail')}
            />
          </FormSection>
          {user.is_student && (
            <>
              <FormSection id="school-info" title={t('profile.schoolInfo')}>
                <SchoolNameField inputProps={form.getInputProps('name_institution')} onChoose={open} />
              </FormSection>
              <FormSection id="parent-info" title={t('profile.parentInfo')}>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label={t('profile.parentName')} {...form.getInputProps('parent_name')} />
                  <Select
                    label={t('profile.relationship')}
                    data={RELATION_OPTIONS}
                    clearable
                    {...form.getInputProps('parent_relationship')}
                  />
                  <TextInput
                    label={t('profile.parentEmail')}
                    maxLength={50}
                    {...form.getInputProps('parent_email')}
                  />
                </SimpleGrid>
              </FormSection>
            </>
          )}
          <FormSection id="address-info" title={t('profile.addressInfo')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('profile.address1')} {...form.getInputProps('address1')} />
              <TextInput label={t('profile.address2')} {...form.getInputProps('address2')} />
              <TextInput label={t('checkout.postcode')} maxLength={5} {...form.getInputProps('postcode')} />
              <TextInput label={t('checkout.city')} {...form.getInputProps('city')} />
              <Select
                label={t('checkout.state')}
                searchable
                clearable
                data={stateOptions(states.data?.states)}
                {...form.getInputProps('state_id')}
              />
              <Select
                label={t('profile.country')}
                data={COUNTRY_OPTIONS}
                {...form.getInputProps('country_id')}
              />
            </SimpleGrid>
          </FormSection>
          <Button type="submit" size="md" w="fit-content" disabled={missing} loading={save.isPending}>
            {t('profile.update')}
          </Button>
        </Stack>
      </form>
      <PasswordForm />
      <EmailChangeForm current={user.email} />
      <PersonalDataCard />
      {user.is_student && <MyGuardiansCard />}
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <Text size="sm">{t('profile.securityText')}</Text>
          <Button component={Link} href="/account/security" variant="light">
            {t('profile.security')}
          </Button>
        </Group>
      </Card>
      {user.is_student && (
        <SchoolPickerModal
          opened={picker}
          onClose={close}
          source="profile"
          onPick={(s) => form.setValues({ name_institution: s.name, school_id: String(s.id) })}
        />
      )}
    </Stack>
  );
}
