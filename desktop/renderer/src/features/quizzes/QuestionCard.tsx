import { QUIZ_TYPE } from '@mahir/shared/constants';
import { type QuizQuestionDraft, setQuestionType } from '@mahir/shared/rules/authoring-form-quiz';
import { Card, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TYPES = [
  { value: String(QUIZ_TYPE.multipleChoice), label: 'quiz.multipleChoice' },
  { value: String(QUIZ_TYPE.trueFalse), label: 'quiz.trueFalse' },
] as const;
const CHOICES = ['choice1', 'choice2', 'choice3', 'choice4'] as const;

/** One question: text, type; four choices with the answer radio, or True/False. */
export function QuestionCard({
  index,
  question,
  onChange,
}: {
  index: number;
  question: QuizQuestionDraft;
  onChange: (q: QuizQuestionDraft) => void;
}) {
  const n = index + 1;
  const { t } = useTranslation();
  return (
    <Card data-testid="question">
      <Title order={3} fz="md" mb="xs">
        {t('quiz.question', { n })}
      </Title>
      <Stack>
        <Textarea
          label={t('quiz.questionText', { n })}
          required
          autosize
          minRows={2}
          value={question.question}
          onChange={(e) => onChange({ ...question, question: e.currentTarget.value })}
        />
        <Select
          label={t('quiz.questionType', { n })}
          required
          data={TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
          value={question.type ? String(question.type) : null}
          onChange={(t) => t && onChange(setQuestionType(question, Number(t)))}
        />
        {question.type === QUIZ_TYPE.multipleChoice && (
          <Radio.Group
            label={t('quiz.answer')}
            value={question.answer ? String(question.answer) : null}
            onChange={(a) => onChange({ ...question, answer: Number(a) })}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs">
              {CHOICES.map((c, i) => (
                <Group key={c} wrap="nowrap" gap="xs" align="flex-end">
                  <Radio value={String(i + 1)} aria-label={t('quiz.choiceCorrect', { n: i + 1 })} mb={8} />
                  <TextInput
                    label={t('quiz.choice', { n: i + 1 })}
                    required
                    value={question[c]}
                    onChange={(e) => onChange({ ...question, [c]: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                </Group>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {question.type === QUIZ_TYPE.trueFalse && (
          <Radio.Group
            label={t('quiz.answer')}
            value={question.choose ? String(question.choose) : null}
            onChange={(a) => onChange({ ...question, choose: Number(a) })}
          >
            <Group mt="xs">
              <Radio value="1" label={t('quiz.true')} />
              <Radio value="2" label={t('quiz.false')} />
            </Group>
          </Radio.Group>
        )}
      </Stack>
    </Card>
  );
}
