import { ApiError, type CoursePageData, type QuizInfo, type QuizSubmitted } from '@mahir/shared';
import { ErrorState, LoadingState, routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizCloseConfirm, QuizConfirm, QuizIntro, QuizQueued, QuizResult } from './QuizPanels';
import { QuizQuestionStep } from './QuizQuestionStep';
import { useQuizFlow } from './quiz-flow';

export interface QuizModalProps {
  page: CoursePageData;
  quizId: number;
  opened: boolean;
  onClose: () => void;
  /** Called after a submission so the chapter list can show the tick. */
  onSubmitted?: () => void;
}

const learningRoutes = routes.learning;

/** One question's answer as handed in (1..4, 1 Betul / 0 Salah, null when skipped). */
export interface QuizAnswer {
  id: number;
  answer: number | null;
}

/** How the finished quiz is handed in: graded by the server now, or kept on the device to send later. */
interface HandIn {
  send: (questions: QuizAnswer[]) => void;
  pending: boolean;
  error: string | null;
  /** The server's grading, once known. */
  result: QuizSubmitted | null;
  /** Handed in offline: kept on the device, to be sent when the connection returns. */
  queued: boolean;
}

type Flow = ReturnType<typeof useQuizFlow>;

function QuizBody({
  quiz,
  flow,
  handIn,
  onClose,
}: {
  quiz: QuizInfo;
  flow: Flow;
  handIn: HandIn;
  onClose: () => void;
}) {
  const { state } = flow;
  const total = quiz.questions.length;
  const shown = handIn.result ?? quiz.submitted;

  if (state.confirmingClose) return <QuizCloseConfirm onStay={flow.keepGoing} onLeave={onClose} />;
  if (handIn.queued) return <QuizQueued onClose={onClose} />;
  // A quiz already submitted is not reopened: it shows its result.
  if (shown) return <QuizResult result={shown} onClose={onClose} />;
  if (state.step === 'intro') return <QuizIntro total={total} onStart={flow.start} />;
  if (state.step === 'confirm')
    return (
      <QuizConfirm
        answered={quiz.questions.filter((q) => state.answers[q.id] !== undefined).length}
        total={total}
        submitting={handIn.pending}
        error={handIn.error}
        onBack={flow.back}
        onSubmit={() =>
          handIn.send(quiz.questions.map((q) => ({ id: q.id, answer: state.answers[q.id] ?? null })))
        }
      />
    );
  const question = quiz.questions[state.index];
  if (!question) return null;
  return (
    <QuizQuestionStep
      key={question.id}
      question={question}
      index={state.index}
      total={total}
      value={state.answers[question.id]}
      onAnswer={(value) => flow.answer(question.id, value)}
      onPrevious={() => flow.go(state.index - 1, total)}
      onNext={() => (state.index + 1 < total ? flow.go(state.index + 1, total) : flow.review())}
    />
  );
}

/** The server grades the quiz now; the course's quiz lists are refreshed. */
function OnlineQuizBody({
  courseId,
  quiz,
  flow,
  onClose,
  onSubmitted,
}: {
  courseId: number;
  quiz: QuizInfo;
  flow: Flow;
  onClose: () => void;
  onSubmitted?: () => void;
}) {
  const client = useQueryClient();
  const [result, setResult] = useState<QuizSubmitted | null>(null);
  const submit = useApiMutation(learningRoutes.submitQuiz, {
    onSuccess: ({ data }) => {
      setResult(data.quiz);
      flow.finish();
      for (const route of [learningRoutes.quizScores, learningRoutes.quizInfo, learningRoutes.chapterQuizzes])
        void client.invalidateQueries({ queryKey: routeKey(route) });
      onSubmitted?.();
    },
  });
  const handIn: HandIn = {
    send: (questions) => submit.mutate({ params: { courseId, quizId: quiz.id }, body: { questions } }),
    pending: submit.isPending,
    error: submit.error instanceof ApiError ? submit.error.message : null,
    result,
    queued: false,
  };
  return <QuizBody quiz={quiz} flow={flow} handIn={handIn} onClose={onClose} />;
}

/** The modal around a quiz: every opening starts afresh, and closing mid-quiz asks first. */
function QuizFrame({
  title,
  opened,
  onClose,
  flow,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  flow: Flow;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { reset } = flow;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  const requestClose = () => {
    if (flow.inProgress && !flow.state.confirmingClose) flow.askClose();
    else onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('quiz.close') }}
    >
      {children}
    </Modal>
  );
}

/** The quiz modal: intro, one question at a time, 'HANTAR JAWAPAN' confirmation and 'KEPUTUSAN'. */
export function QuizModal({ page, quizId, opened, onClose, onSubmitted }: QuizModalProps) {
  const { t } = useTranslation();
  const flow = useQuizFlow();
  const query = useApiQuery(
    learningRoutes.quizInfo,
    { body: { quiz_id: quizId } },
    { enabled: opened, staleTime: 0 },
  );
  return (
    <QuizFrame
      title={query.data?.quiz.title ?? t('quiz.title')}
      opened={opened}
      onClose={onClose}
      flow={flow}
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <OnlineQuizBody
          key={quizId}
          courseId={page.course.id}
          quiz={query.data.quiz}
          flow={flow}
          onClose={onClose}
          onSubmitted={onSubmitted}
        />
      )}
    </QuizFrame>
  );
}

/**
 * The same quiz screen for a quiz kept on the device with a downloaded module (docs/learning.md "Offline
 * downloads"): answered with the network off, handed in to `onHandIn` (which queues it for the offline sync),
 * then it says the answers wait on the device; the grading comes from the server once they are sent.
 */
export function OfflineQuizModal({
  quiz,
  opened,
  onClose,
  onHandIn,
}: {
  quiz: QuizInfo;
  opened: boolean;
  onClose: () => void;
  onHandIn: (questions: QuizAnswer[]) => Promise<void>;
}) {
  const flow = useQuizFlow();
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setQueued(false);
  }, [opened]);
  const handIn: HandIn = {
    send: (questions) => {
      setPending(true);
      setError(null);
      onHandIn(questions)
        .then(() => {
          setQueued(true);
          flow.finish();
        })
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
        .finally(() => setPending(false));
    },
    pending,
    error,
    result: null,
    queued,
  };
  return (
    <QuizFrame title={quiz.title} opened={opened} onClose={onClose} flow={flow}>
      <QuizBody
        key={quiz.id}
        quiz={{ ...quiz, submitted: null }}
        flow={flow}
        handIn={handIn}
        onClose={onClose}
      />
    </QuizFrame>
  );
}
