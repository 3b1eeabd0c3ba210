import { ApiError, type CoursePageData, type QuizInfo, type QuizSubmitted } from '@mahir/shared';
import { ErrorState, LoadingState, routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizCloseConfirm, QuizConfirm, QuizIntro, QuizResult } from './QuizPanels';
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

function QuizBody({
  page,
  quiz,
  flow,
  onClose,
  onSubmitted,
}: {
  page: CoursePageData;
  quiz: QuizInfo;
  flow: ReturnType<typeof useQuizFlow>;
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
  const { state } = flow;
  const total = quiz.questions.length;
  const shown = result ?? quiz.submitted;

  if (state.confirmingClose) return <QuizCloseConfirm onStay={flow.keepGoing} onLeave={onClose} />;
  // A quiz already submitted is not reopened: it shows its result.
  if (shown) return <QuizResult result={shown} onClose={onClose} />;
  if (state.step === 'intro') return <QuizIntro total={total} onStart={flow.start} />;
  if (state.step === 'confirm')
    return (
      <QuizConfirm
        answered={quiz.questions.filter((q) => state.answers[q.id] !== undefined).length}
        total={total}
        submitting={submit.isPending}
        error={submit.error instanceof ApiError ? submit.error.message : null}
        onBack={flow.back}
        onSubmit={() =>
          submit.mutate({
            params: { courseId: page.course.id, quizId: quiz.id },
            body: {
              questions: quiz.questions.map((q) => ({ id: q.id, answer: state.answers[q.id] ?? null })),
            },
          })
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

/** The quiz modal: intro, one question at a time, 'HANTAR JAWAPAN' confirmation and 'KEPUTUSAN'. */
export function QuizModal({ page, quizId, opened, onClose, onSubmitted }: QuizModalProps) {
  const { t } = useTranslation();
  const flow = useQuizFlow();
  const { reset } = flow;
  const query = useApiQuery(
    learningRoutes.quizInfo,
    { body: { quiz_id: quizId } },
    { enabled: opened, staleTime: 0 },
  );

  // Every opening starts afresh.
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
      title={query.data?.quiz.title ?? t('quiz.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('quiz.close') }}
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <QuizBody
          key={quizId}
          page={page}
          quiz={query.data.quiz}
          flow={flow}
          onClose={onClose}
          onSubmitted={onSubmitted}
        />
      )}
    </Modal>
  );
}
