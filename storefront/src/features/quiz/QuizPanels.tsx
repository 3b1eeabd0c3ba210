import type { QuizSubmitted } from '@mahir/shared';
import { Alert, Button, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Before starting: how many questions (the modal's title names the quiz). */
export function QuizIntro({ total, onStart }: { total: number; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>
        {t('quiz.questionCount')} <strong>{total}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {t('quiz.intro')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onStart} disabled={total === 0}>
          {t('quiz.start')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The submit confirmation ('HANTAR JAWAPAN'), with how many questions are still unanswered. */
export function QuizConfirm({
  answered,
  total,
  submitting,
  error,
  onBack,
  onSubmit,
}: {
  answered: number;
  total: number;
  submitting: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('quiz.submit')}
      </Title>
      <Text>{t('quiz.confirmSubmit')}</Text>
      <Text size="sm" c={answered < total ? 'orange.9' : 'dimmed'}>
        {t('quiz.answered', { answered, total })}
        {answered < total && t('quiz.unansweredWrong')}
      </Text>
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          {t('quiz.back')}
        </Button>
        <Button onClick={onSubmit} loading={submitting}>
          {t('quiz.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The result ('KEPUTUSAN'): correct answers and the score. */
export function QuizResult({ result, onClose }: { result: QuizSubmitted; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center">
      <Title order={3} size="h4">
        {t('quiz.result')}
      </Title>
      <RingProgress
        size={140}
        thickness={12}
        roundCaps
        sections={[{ value: result.score, color: result.score >= 50 ? 'mahir' : 'orange' }]}
        label={
          <Text ta="center" fw={700} size="xl">
            {result.score}%
          </Text>
        }
        aria-hidden
      />
      <SimpleGrid cols={2} spacing="xl">
        <Stack gap={0} align="center">
          <Text size="sm" c="dimmed">
            {t('quiz.correct')}
          </Text>
          <Text fw={700} size="lg" data-testid="quiz-correct">
            {result.correct} / {result.total}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <Text size="sm" c="dimmed">
            {t('quiz.score')}
          </Text>
          <Text fw={700} size="lg" data-testid="quiz-score">
            {result.score}%
          </Text>
        </Stack>
      </SimpleGrid>
      <Group gap={6}>
        <IconCircleCheck size={18} color="var(--mantine-color-mahir-7)" aria-hidden />
        <Text size="sm">{t('quiz.saved')}</Text>
      </Group>
      <Button onClick={onClose}>{t('quiz.closeButton')}</Button>
    </Stack>
  );
}

/** A quiz answered offline: the answers wait on the device and are sent when the connection returns. */
export function QuizQueued({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center">
      <Alert color="yellow" role="status" data-testid="quiz-queued" w="100%">
        {t('downloads.quizQueued')}
      </Alert>
      <Button onClick={onClose}>{t('quiz.closeButton')}</Button>
    </Stack>
  );
}

/** Asked before closing a quiz in progress (spec 001 §4). */
export function QuizCloseConfirm({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('quiz.closeTitle')}>
        {t('quiz.confirmClose')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          {t('quiz.no')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('quiz.yes')}
        </Button>
      </Group>
    </Stack>
  );
}
