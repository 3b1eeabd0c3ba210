import { ApiError, type FamilyChild, GuestAccountBody, type WeekFigures } from '@mahir/shared';
import { fieldErrors, formValidator, LoadingState, QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { stateOptions } from '@mahir/ui/AccountFields';
import { routes } from '@mahir/ui/routes';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  PasswordInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useLanguage } from '../../i18n/i18n';
import {
  COUNTRY_OPTIONS,
  EMPTY_ACCOUNT_VALUES,
  GENDER_OPTIONS,
  RELATION_OPTIONS,
} from '../../lib/account-options';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { UnlinkModal } from './UnlinkModal';

const FIGURES: { key: keyof WeekFigures; label: string }[] = [
  { key: 'minutes', label: 'Minit belajar / Minutes' },
  { key: 'modules', label: 'Modul ditonton / Modules watched' },
  { key: 'quizzes', label: 'Kuiz / Quizzes' },
  { key: 'quiz_average', label: 'Purata kuiz / Quiz average (%)' },
  { key: 'sign_ins', label: 'Log masuk / Sign-ins' },
];

const show = (v: number | null) => (v === null ? '–' : String(v));

/** This week against last, one row per figure. */
function WeekTable({ child }: { child: FamilyChild }) {
  return (
    <Table striped withTableBorder aria-label={`Minggu ini / This week: ${child.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">Minggu ini / This week</Table.Th>
          <Table.Th ta="right">Minggu lepas / Last week</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FIGURES.map((f) => (
          <Table.Tr key={f.key}>
            <Table.Td>{f.label}</Table.Td>
            <Table.Td ta="right">{show(child.this_week[f.key])}</Table.Td>
            <Table.Td ta="right">{show(child.last_week[f.key])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChildCard({ child, onUnlink }: { child: FamilyChild; onUnlink: (child: FamilyChild) => void }) {
  const { formatDate } = useLanguage();
  return (
    <Card withBorder padding="lg" component="section" aria-label={child.name}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3">
              {child.name}
            </Title>
            <Text size="sm" c="dimmed">
              {child.email}
            </Text>
            <Text size="sm">
              Log masuk terakhir / Last sign-in:{' '}
              {child.last_sign_in ? formatDate(child.last_sign_in, true) : '–'}
            </Text>
          </div>
          <Button variant="subtle" color="red" c="red.9" onClick={() => onUnlink(child)}>
            Nyahpaut / Unlink
          </Button>
        </Group>
        <WeekTable child={child} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Langganan / Subscriptions
          </Title>
          {child.subscriptions.length === 0 && <Text size="sm">Tiada / None</Text>}
          {child.subscriptions.map((s) => (
            <Group key={s.order_package_id} justify="space-between" wrap="wrap">
              <Text size="sm">{s.package}</Text>
              <Group gap="xs">
                <Badge variant="light">{s.status}</Badge>
                <Text size="sm">
                  Bayaran seterusnya / Next payment:{' '}
                  {s.next_payment_date ? formatDate(s.next_payment_date) : '–'}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Kursus / Courses
          </Title>
          {child.courses.length === 0 && <Text size="sm">Tiada / None</Text>}
          {child.courses.map((c) => (
            <div key={c.hashslug}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" lineClamp={1}>
                  {c.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {c.watched}/{c.modules} ({c.percent}%)
                </Text>
              </Group>
              <Progress value={c.percent} aria-label={`${c.title}: ${c.percent}%`} />
            </div>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Keputusan kuiz / Quiz results
          </Title>
          {child.quizzes.length === 0 && <Text size="sm">Tiada / None</Text>}
          {child.quizzes.map((q) => (
            <Group key={`${q.quiz}-${q.at}`} justify="space-between" wrap="wrap">
              <Text size="sm">
                {q.quiz} · {q.course}
              </Text>
              <Text size="sm">
                {q.correct}/{q.total} ({Math.round(q.score)}%) · {formatDate(q.at)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Link an existing pupil by email: the pupil confirms from the mailed link. */
function LinkChildForm({ onDone }: { onDone: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const link = useApiMutation(routes.family.linkChild, {
    onSuccess: (answer) => {
      setEmail('');
      onDone(answer.message ?? '');
    },
  });
  const error =
    link.error instanceof ApiError ? (link.error.errors.email?.[0] ?? link.error.message) : undefined;
  return (
    <form
      aria-label="Pautkan anak / Link a child"
      onSubmit={(e) => {
        e.preventDefault();
        link.mutate({ body: { email } });
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="E-mel pelajar / Pupil's email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" loading={link.isPending}>
          Hantar pautan / Send link
        </Button>
      </Group>
    </form>
  );
}

const validateChild = formValidator(GuestAccountBody);

/** Add a child: a pupil account held by the guardian, with the subscription account step's fields. */
function AddChildForm({ onDone }: { onDone: (message: string) => void }) {
  const states = useApiQuery(routes.packageCheckout.states, {}, { staleTime: 3600_000 });
  const form = useForm({
    initialValues: EMPTY_ACCOUNT_VALUES,
    validate: validateChild,
    validateInputOnBlur: true,
  });
  const add = useApiMutation(routes.family.addChild, {
    onSuccess: () => {
      form.reset();
      onDone('Akaun anak telah dicipta / The child’s account was created.');
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });
  const f = form.getInputProps;
  return (
    <form
      aria-label="Tambah anak / Add a child"
      noValidate
      onSubmit={form.onSubmit((v) => add.mutate({ body: v }))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" required {...f('first_name')} />
          <TextInput label="Last Name" required {...f('last_name')} />
          <TextInput label="Date of Birth" type="date" {...f('dob')} />
          <Select label="Gender" required data={GENDER_OPTIONS} {...f('gender')} />
          <TextInput label="Phone No" required {...f('phone_no')} />
          <TextInput label="School / Institution" required {...f('name_institution')} />
          <TextInput label="Email" required type="email" {...f('email')} />
          <TextInput label="Confirm Email" required type="email" {...f('confirm_email')} />
          <PasswordInput label="Password" required {...f('password')} />
          <PasswordInput label="Confirm Password" required {...f('confirm_password')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Penjaga / Guardian
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Guardian Name" required {...f('g_name')} />
          <Select label="Relation" required data={RELATION_OPTIONS} {...f('g_relation')} />
          <TextInput label="Guardian Email" required type="email" {...f('g_email')} />
          <TextInput label="Guardian Phone No" required {...f('g_phone_no')} />
          <TextInput label="Address" required {...f('g_address1')} />
          <Select label="Country" required data={COUNTRY_OPTIONS} {...f('g_country')} />
          <TextInput label="Postcode" required {...f('g_postcode')} />
          <Select label="State" required data={stateOptions(states.data?.states)} {...f('g_state')} />
          <TextInput label="City" required {...f('g_city')} />
        </SimpleGrid>
        {add.error && !(add.error instanceof ApiError && Object.keys(add.error.errors).length) && (
          <Alert color="red.9" role="alert">
            {add.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Tambah anak / Add child
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/family`: a guardian's children, each one's subscriptions, courses, quizzes and week (issue 20). */
export function FamilyPage() {
  const session = useLoginRedirect();
  const isParent = Boolean(session.user?.roles.includes('parent'));
  const query = useApiQuery(routes.family.children, {}, { enabled: isParent });
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, addModal] = useDisclosure(false);
  const [unlinking, setUnlinking] = useState<FamilyChild | null>(null);
  const refresh = () => query.refetch();
  const unlink = useApiMutation(routes.family.unlinkChild, {
    onSuccess: () => {
      setUnlinking(null);
      void refresh();
    },
  });

  if (session.isLoading || !session.user) return <LoadingState />;
  if (!isParent)
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9" role="alert">
          Halaman ini untuk akaun ibu bapa / This page is for parent accounts.
        </Alert>
      </Container>
    );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Keluarga / Family</Title>
          <Button onClick={addModal.open}>Tambah anak / Add a child</Button>
        </Group>
        {notice && (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Card withBorder padding="md">
          <LinkChildForm onDone={(m) => setNotice(m)} />
        </Card>
        <QueryState
          query={query}
          isEmpty={(d) => d.children.length === 0}
          empty={<Alert role="status">Tiada anak lagi / No children yet.</Alert>}
        >
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.children.map((child) => (
                <ChildCard key={child.id} child={child} onUnlink={setUnlinking} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={adding}
        onClose={addModal.close}
        title="Tambah anak / Add a child"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Tutup / Close' }}
      >
        <AddChildForm
          onDone={(m) => {
            addModal.close();
            setNotice(m);
            void refresh();
          }}
        />
      </Modal>
      <UnlinkModal
        opened={unlinking !== null}
        onClose={() => setUnlinking(null)}
        onConfirm={() => unlinking && unlink.mutate({ params: { childId: unlinking.id } })}
        pending={unlink.isPending}
        error={unlink.error?.message}
      >
        Nyahpaut {unlinking?.name}? Akaun anak kekal / The child’s account stays.
      </UnlinkModal>
    </Container>
  );
}
