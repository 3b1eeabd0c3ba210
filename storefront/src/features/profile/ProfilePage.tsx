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
  const query = useApiQuery(routes.profile.user, {});
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Profile</Title>
        <Anchor component={Link} href="/mail-preferences">
          Pilihan e-mel / Email preferences
        </Anchor>
      </Group>
      <QueryState query={query}>{(data) => <ProfileForms user={data.user} />}</QueryState>
    </Container>
  );
}

function ProfileForms({ user }: { user: ProfileUser }) {
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
        aria-label="Profile"
        onSubmit={form.onSubmit((values) => save.mutate({ body: values }))}
      >
        <Stack gap="lg">
          <FormSection id="profile-info" title="Profile Info">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Email" value={user.email} readOnly />
              <TextInput label="Name" required {...form.getInputProps('name')} />
              <TextInput label="First Name" {...form.getInputProps('first_name')} />
              <TextInput label="Last Name" maxLength={20} {...form.getInputProps('last_name')} />
              <TextInput label="Phone No" required maxLength={20} {...form.getInputProps('phone_no')} />
              <Select label="Gender" data={GENDER_OPTIONS} clearable {...form.getInputProps('gender')} />
              <TextInput label="Date of Birth" type="date" {...form.getInputProps('dob')} />
              <Select
                label="Language"
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
              label="About Me"
              autosize
              minRows={2}
              {...form.getInputProps('profile_detail')}
            />
          </FormSection>
          {user.is_student && (
            <>
              <FormSection id="school-info" title="School Info">
                <SchoolNameField inputProps={form.getInputProps('name_institution')} onChoose={open} />
              </FormSection>
              <FormSection id="parent-info" title="Parent Info">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label="Parent Name" {...form.getInputProps('parent_name')} />
                  <Select
                    label="Relationship"
                    data={RELATION_OPTIONS}
                    clearable
                    {...form.getInputProps('parent_relationship')}
                  />
                  <TextInput label="Parent Email" maxLength={50} {...form.getInputProps('parent_email')} />
                </SimpleGrid>
              </FormSection>
            </>
          )}
          <FormSection id="address-info" title="Address Info">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Address 1" {...form.getInputProps('address1')} />
              <TextInput label="Address 2" {...form.getInputProps('address2')} />
              <TextInput label="Postcode" maxLength={5} {...form.getInputProps('postcode')} />
              <TextInput label="City" {...form.getInputProps('city')} />
              <Select
                label="State"
                searchable
                clearable
                data={stateOptions(states.data?.states)}
                {...form.getInputProps('state_id')}
              />
              <Select label="Country" data={COUNTRY_OPTIONS} {...form.getInputProps('country_id')} />
            </SimpleGrid>
          </FormSection>
          <Button type="submit" size="md" w="fit-content" disabled={missing} loading={save.isPending}>
            Update
          </Button>
        </Stack>
      </form>
      <PasswordForm />
      <EmailChangeForm current={user.email} />
      <PersonalDataCard />
      {user.is_student && <MyGuardiansCard />}
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <Text size="sm">
            Pengesahan dua faktor dan sesi log masuk anda. Two-factor sign-in and your signed-in sessions.
          </Text>
          <Button component={Link} href="/account/security" variant="light">
            Keselamatan akaun / Account security
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
