import { ApiError, type FamilyChild, GuestAccountBody, type WeekFigures } from '@mahir/shared';
import {
  fieldErrors,
  formValidator,
  LoadingState,
  QueryState,
  useApiMutation,
  useApiQuery,
  useUiLanguage,
} from '@mahir/ui';
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
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import {
  COUNTRY_OPTIONS,
  EMPTY_ACCOUNT_VALUES,
  GENDER_OPTIONS,
  RELATION_OPTIONS,
} from '../../lib/account-options';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { UnlinkModal } from './UnlinkModal';

/** The week's figures, in the table's order (labels: `family.figure.*`). */
const FIGURES: (keyof WeekFigures)[] = ['minutes', 'modules', 'quizzes', 'quiz_average', 'sign_ins'];

const show = (v: number | null) => (v === null ? '–' : String(v));

/** This week against last, one row per figure. */
function WeekTable({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder aria-label={t('family.weekOf', { name: child.name })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th ta="right">{t('family.thisWeek')}</Table.Th>
          <Table.Th ta="right">{t('family.lastWeek')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FIGURES.map((f) => (
          <Table.Tr key={f}>
            <Table.Td>{t(`family.figure.${f}`)}</Table.Td>
            <Table.Td ta="right">{show(child.this_week[f])}</Table.Td>
            <Table.Td ta="right">{show(child.last_week[f])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChildCard({ child, onUnlink }: { child: FamilyChild; onUnlink: (child: FamilyChild) => void }) {
  const { formatDate } = useLanguage();
  const { t } = useTranslation();
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
              {t('family.lastSignIn')} {child.last_sign_in ? formatDate(child.last_sign_in, true) : '–'}
            </Text>
          </div>
          <Button variant="subtle" color="red" c="red.9" onClick={() => onUnlink(child)}>
            {t('common.unlink')}
          </Button>
        </Group>
        <WeekTable child={child} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('family.subscriptions')}
          </Title>
          {child.subscriptions.length === 0 && <Text size="sm">{t('common.none')}</Text>}
          {child.subscriptions.map((s) => (
            <Group key={s.order_package_id} justify="space-between" wrap="wrap">
              <Text size="sm">{s.package}</Text>
              <Group gap="xs">
                <Badge variant="light">{s.status}</Badge>
                <Text size="sm">
                  {t('family.nextPayment')} {s.next_payment_date ? formatDate(s.next_payment_date) : '–'}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('family.courses')}
          </Title>
          {child.courses.length === 0 && <Text size="sm">{t('common.none')}</Text>}
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
            {t('family.quizResults')}
          </Title>
          {child.quizzes.length === 0 && <Text size="sm">{t('common.none')}</Text>}
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
  const { t } = useTranslation();
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
      aria-label={t('family.linkChild')}
      onSubmit={(e) => {
        e.preventDefault();
        link.mutate({ body: { email } });
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('family.pupilEmail')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" loading={link.isPending}>
          {t('family.sendLink')}
        </Button>
      </Group>
    </form>
  );
}

const validateChild = formValidator(GuestAccountBody);

/** Add a child: a pupil account held by the guardian, with the subscription account step's fields. */
function AddChildForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const { t: kit } = useUiLanguage();
  const states = useApiQuery(routes.packageCheckout.states, {}, { staleTime: 3600_000 });
  const form = useForm({
    initialValues: EMPTY_ACCOUNT_VALUES,
    validate: validateChild,
    validateInputOnBlur: true,
  });
  const add = useApiMutation(routes.family.addChild, {
    onSuccess: () => {
      form.reset();
      onDone(t('family.childCreated'));
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(fieldErrors(err));
    },
  });
  const f = form.getInputProps;
  return (
    <form
      aria-label={t('family.addChild')}
      noValidate
      onSubmit={form.onSubmit((v) => add.mutate({ body: v }))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={kit('field.firstName')} required {...f('first_name')} />
          <TextInput label={kit('field.lastName')} required {...f('last_name')} />
          <TextInput label={kit('field.dob')} type="date" {...f('dob')} />
          <Select label={kit('field.gender')} required data={GENDER_OPTIONS} {...f('gender')} />
          <TextInput label={kit('field.phoneNo')} required {...f('phone_no')} />
          <TextInput label={kit('field.school')} required {...f('name_institution')} />
          <TextInput label={kit('field.email')} required type="email" {...f('email')} />
          <TextInput label={kit('field.confirmEmail')} required type="email" {...f('confirm_email')} />
          <PasswordInput label={kit('field.password')} required {...f('password')} />
          <PasswordInput label={kit('field.confirmPassword')} required {...f('confirm_password')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('family.guardian')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={kit('field.guardianName')} required {...f('g_name')} />
          <Select label={kit('field.relation')} required data={RELATION_OPTIONS} {...f('g_relation')} />
          <TextInput label={kit('field.guardianEmail')} required type="email" {...f('g_email')} />
          <TextInput label={kit('field.guardianPhone')} required {...f('g_phone_no')} />
          <TextInput label={kit('field.address')} required {...f('g_address1')} />
          <Select label={kit('field.country')} required data={COUNTRY_OPTIONS} {...f('g_country')} />
          <TextInput label={kit('field.postcode')} required {...f('g_postcode')} />
          <Select
            label={kit('field.state')}
            required
            data={stateOptions(states.data?.states)}
            {...f('g_state')}
          />
          <TextInput label={kit('field.city')} required {...f('g_city')} />
        </SimpleGrid>
        {add.error && !(add.error instanceof ApiError && Object.keys(add.error.errors).length) && (
          <Alert color="red.9" role="alert">
            {add.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('family.addChildButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/family`: a guardian's children, each one's subscriptions, courses, quizzes and week (issue 20). */
export function FamilyPage() {
  const { t } = useTranslation();
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
          {t('family.parentsOnly')}
        </Alert>
      </Container>
    );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('family.title')}</Title>
          <Button onClick={addModal.open}>{t('family.addChild')}</Button>
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
          empty={<Alert role="status">{t('family.noChildren')}</Alert>}
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
        title={t('family.addChild')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
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
        {t('family.unlinkChild', { name: unlinking?.name ?? '' })}
      </UnlinkModal>
    </Container>
  );
}
