import { QUIZ_TYPE, type QuizQuestionView } from '@mahir/shared';
import { quizAnswerValues } from '@mahir/shared/rules/quiz-grading';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';

/** The label of each answer value: the choice text for multiple choice, Betul/Salah for true/false. */
function optionsOf(question: QuizQuestionView, t: TFunction): Array<{ value: number; label: string }> {
  const choices = [question.choice1, question.choice2, question.choice3, question.choice4];
  return quizAnswerValues(question.type).flatMap((value) => {
    if (question.type !== QUIZ_TYPE.multipleChoice)
      return [{ value, label: value === 1 ? t('quiz.answerTrue') : t('quiz.answerFalse') }];
    const text = choices[value - 1];
    return text ? [{ value, label: text }] : [];
  });
}

/** One quiz question with its choices and Previous/Next. */
export function QuizQuestionStep({
  question,
  index,
  total,
  value,
  onAnswer,
  onPrevious,
  onNext,
}: {
  question: QuizQuestionView;
  index: number;
  total: number;
  value: number | undefined;
  onAnswer: (value: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('quiz.questionOf', { number: index + 1, total })}
        </Text>
        <Progress value={((index + 1) / total) * 100} size="sm" aria-hidden />
      </Stack>
      {/* Tutor-written rich text, rendered through the safe subset as React elements. */}
      <SafeHtml html={question.question} fw={500} />
      <Radio.Group
        label={t('quiz.pickAnswer')}
        value={value === undefined ? null : String(value)}
        onChange={(v) => onAnswer(Number(v))}
      >
        <Stack gap="sm">
          {optionsOf(question, t).map((o) => (
            <Radio key={o.value} value={String(o.value)} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} />}
          onClick={onPrevious}
          disabled={index === 0}
        >
          {t('quiz.previous')}
        </Button>
        <Button rightSection={<IconChevronRight size={16} />} onClick={onNext}>
          {t('quiz.next')}
        </Button>
      </Group>
    </Stack>
  );
}
