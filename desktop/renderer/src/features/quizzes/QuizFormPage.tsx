import { tutorQuizContract as api } from '@mahir/shared/contract/tutor-quiz.contract';
import {
  blankQuestion,
  canRemoveQuestion,
  canSubmitQuiz,
  type QuizDraft,
  removeLastQuestion,
} from '@mahir/shared/rules/authoring-form-quiz';
import { ErrorState, LoadingState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { QuestionCard } from './QuestionCard';

function QuizForm({
  hashslug,
  quizId,
  initial,
}: {
  hashslug: string;
  quizId: number | null;
  initial: QuizDraft;
}) {
  const [, navigate] = useLocation();
  const [quiz, setQuiz] = useState<QuizDraft>(initial);
  const [deletes, setDeletes] = useState<number[]>([]);
  const { t } = useTranslation();
  const back = `/tutor/courses/${hashslug}/edit`;
  const store = useApiMutation(api.store, { onSuccess: () => navigate(back) });
  const update = useApiMutation(api.update, { onSuccess: () => navigate(back) });
  const busy = store.isPending || update.isPending || store.isSuccess || update.isSuccess;
  const error = store.error ?? update.error;
  const count = quiz.questions.length;
  const body = { title: quiz.title, questions: quiz.questions };
  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {Object.values(error.errors).flat()[0] ?? error.message}
        </Alert>
      )}
      <Card>
        <Title order={3} fz="md" mb="xs">
          {t('quiz.details')}
        </Title>
        <TextInput
          label={t('quiz.title')}
          required
          value={quiz.title}
          onChange={(e) => setQuiz({ ...quiz, title: e.currentTarget.value })}
        />
      </Card>
      {quiz.questions.map((q, i) => (
        <QuestionCard
          key={q.hashslug ?? `new-${i}`}
          index={i}
          question={q}
          onChange={(next) =>
            setQuiz({ ...quiz, questions: quiz.questions.map((x, k) => (k === i ? next : x)) })
          }
        />
      ))}
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() => setQuiz({ ...quiz, questions: [...quiz.questions, blankQuestion()] })}
          >
            {t('quiz.addQuestion')}
          </Button>
          {canRemoveQuestion(count - 1, count) && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                const next = removeLastQuestion(quiz, deletes);
                setQuiz(next.quiz);
                setDeletes(next.deletes);
              }}
            >
              {t('quiz.remove')}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <Button component={Link} href={back} variant="default">
            {t('editor.back')}
          </Button>
          <Button
            disabled={!canSubmitQuiz(quiz, busy)}
            loading={store.isPending || update.isPending}
            onClick={() =>
              quizId
                ? update.mutate({ params: { id: quizId }, body: { ...body, question_deletes: deletes } })
                : store.mutate({ params: { hashslug }, body })
            }
          >
            {quizId ? t('editor.update') : t('editor.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Creating a quiz on a course: a title and questions. */
export function QuizCreatePage({ hashslug }: { hashslug: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('quiz.addNewQuiz')} />
      <QuizForm hashslug={hashslug} quizId={null} initial={{ title: '', questions: [blankQuestion()] }} />
    </>
  );
}

/** Editing a quiz: Quiz Details and one card per question; Update saves, Back returns to the course. */
export function QuizEditPage({ hashslug, id }: { hashslug: string; id: number }) {
  const info = useApiQuery(api.info, { body: { hashslug, id } }, { staleTime: 0 });
  const [initial, setInitial] = useState<QuizDraft | null>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const q = info.data?.quiz;
    if (q)
      setInitial({
        title: q.title,
        questions: q.questions.map((x) => ({
          ...x,
          choice1: x.choice1 ?? '',
          choice2: x.choice2 ?? '',
          choice3: x.choice3 ?? '',
          choice4: x.choice4 ?? '',
        })),
      });
  }, [info.data]);
  return (
    <>
      <PageHeader title={t('quiz.editQuiz')} />
      {info.isError ? (
        <ErrorState error={info.error} />
      ) : initial ? (
        <QuizForm hashslug={hashslug} quizId={id} initial={initial} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
