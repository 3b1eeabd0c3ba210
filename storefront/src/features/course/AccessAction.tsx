import type { CoursePageData } from '@mahir/shared';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { affiliateIdFromCookie } from '../../lib/affiliate-cookie';
import { AccessCodeForm } from './AccessCodeForm';
import { useAccessCall } from './useAccessCall';

/** Where "Teruskan Belajar" scrolls: the media section with the 'Modul' list. */
export const MODULES_ANCHOR = 'kandungan-kursus';

type Granted = (message: string | undefined) => void;

function Failure({ error }: { error: { status: number; message: string } | null }) {
  if (!error || error.status === 401) return null;
  return (
    <Alert color="red" role="alert" p="xs">
      {error.message}
    </Alert>
  );
}

/** The button of an access call, busy while it runs, with the call's refusal below it. */
function CallButton({
  call,
  onClick,
  children,
}: {
  call: {
    mutation: { isPending: boolean; error: { status: number; message: string } | null };
    busy: boolean;
  };
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Button fullWidth loading={call.mutation.isPending} disabled={call.busy} onClick={onClick}>
        {children}
      </Button>
      <Failure error={call.mutation.error} />
    </Stack>
  );
}

function ContinueLearning({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { progress } = page.viewer;
  const scroll = () =>
    document.getElementById(MODULES_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Progress counts watched video modules; ebooks, photos and audio books have none to count.
  const tracked = page.course.kind === 'video';
  return (
    <Stack gap="xs">
      {!tracked && <Text size="sm">{t('course.subscribed')}</Text>}
      {tracked && (
        <>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('course.progress')}
            </Text>
            <Text size="sm" fw={700}>
              {progress}%
            </Text>
          </Group>
          <Progress value={progress} size="lg" radius="xl" aria-label={t('course.progressLabel')} />
        </>
      )}
      <Button fullWidth leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={scroll}>
        {t('course.continue')}
      </Button>
    </Stack>
  );
}

function PlanAccess({
  page,
  student,
  onGranted,
}: {
  page: CoursePageData;
  student: boolean;
  onGranted: Granted;
}) {
  const { t } = useTranslation();
  const route = student ? routes.coursePage.studentAccess : routes.coursePage.employeeAccess;
  const call = useAccessCall(route, page, onGranted);
  return (
    <CallButton
      call={call}
      onClick={() =>
        // The spec's form always carries the field: the affiliate of the followed link, or empty.
        call.send({ body: { course_id: page.course.id, affiliate_id: affiliateIdFromCookie() ?? '' } })
      }
    >
      {t('course.access')}
    </CallButton>
  );
}

function AddToCart({ page, label }: { page: CoursePageData; label: string }) {
  const call = useAccessCall(routes.coursePage.cart, page, () => undefined);
  if (!page.viewer.logged_in)
    return (
      <Button component={Link} href={page.pricing.routes.login} fullWidth>
        {label}
      </Button>
    );
  return (
    <CallButton call={call} onClick={() => call.send({ body: { course_id: page.course.id } })}>
      {label}
    </CallButton>
  );
}

/** The pricing box's button, chosen by the server from spec 001's pricing rules (`viewer.access`). */
export function AccessAction({ page, onGranted }: { page: CoursePageData; onGranted: Granted }) {
  const { t } = useTranslation();
  switch (page.viewer.access) {
    case 'open':
      return <ContinueLearning page={page} />;
    case 'access_code':
      return <AccessCodeForm page={page} onGranted={onGranted} />;
    case 'business':
      return <PlanAccess page={page} student={false} onGranted={onGranted} />;
    case 'business_disabled':
      return (
        <Stack gap="xs">
          <Button fullWidth disabled>
            {t('course.access')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('course.hrCannotTake')}
          </Text>
        </Stack>
      );
    case 'student_access':
      return <PlanAccess page={page} student onGranted={onGranted} />;
    case 'student_buy':
      // A tutor course not in the student's package: buy it alone, or take a package that covers it.
      return (
        <Stack gap="xs">
          <AddToCart page={page} label={t('course.buy')} />
          <Button component={Link} href="/packages" variant="light" fullWidth>
            {t('course.seePackages')}
          </Button>
        </Stack>
      );
    case 'subscribe':
      return <AddToCart page={page} label={t('course.subscribe')} />;
    case 'login':
      return (
        <Button component={Link} href={page.pricing.routes.login} fullWidth>
          {t('course.subscribe')}
        </Button>
      );
    case 'buy':
      return (
        <AddToCart
          page={page}
          label={page.pricing.final_price === 0 ? t('course.accessNow') : t('course.buyNow')}
        />
      );
  }
}
