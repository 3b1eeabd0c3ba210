import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Group, Loader, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Pilih Kuiz': the course's quizzes as a radio list, Kembali and Pilih. */
export function QuizPickerModal({
  hashslug,
  opened,
  current,
  onClose,
  onPicked,
}: {
  hashslug: string;
  opened: boolean;
  /** The quiz the chapter has now, swapped back to available when another is picked. */
  current: number | null;
  onClose: () => void;
  onPicked: (quiz: { id: number; title: string }) => void;
}) {
  const list = useApiQuery(api.quizs, { body: { hashslug } }, { enabled: opened, staleTime: 0 });
  const [choice, setChoice] = useState<string | null>(null);
  const { t } = useTranslation();
  const status = useApiMutation(api.quizUpdateStatus);
  const select = useApiMutation(api.selectQuiz);
  const pick = async () => {
    const id = Number(choice);
    if (!id) return;
    await status.mutateAsync({ body: { quiz_prev: current, quiz_id: id } });
    const { data } = await select.mutateAsync({ body: { id } });
    onPicked(data.quiz);
    onClose();
  };
  const quizs = list.data?.quizs ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('course.pickQuiz')}>
      {list.isPending ? (
        <Loader size="sm" />
      ) : quizs.length === 0 ? (
        <EmptyState />
      ) : (
        <Radio.Group
          value={choice ?? (current ? String(current) : null)}
          onChange={setChoice}
          aria-label={t('course.quiz')}
        >
          <Stack gap="xs">
            {quizs.map((q) => (
              <Radio key={q.id} value={String(q.id)} label={q.title} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('course.pickerBack')}
        </Button>
        <Button onClick={() => void pick()} disabled={!choice} loading={status.isPending || select.isPending}>
          {t('course.pick')}
        </Button>
      </Group>
    </Modal>
  );
}
