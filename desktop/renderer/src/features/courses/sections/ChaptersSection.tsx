import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { removeRow } from '@mahir/shared/rules/authoring-form';
import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import { useApiMutation } from '@mahir/ui';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { VideoModal } from '../../../components/VideoModal';
import { blankChapter, type ChapterRow, type CourseFormValues } from '../course-form';
import type { useUploadQueue } from '../use-upload-queue';
import { ChapterCard } from './ChapterCard';
import { FolderImport } from './FolderImport';
import { QuizPickerModal } from './QuizPickerModal';
import { UploadQueuePanel } from './UploadQueuePanel';

/** Bab & Modul: chapters with modules, bulk import of a folder, the upload queue and the quiz picker. */
export function ChaptersSection({
  form,
  queue,
  readOnly,
  packageCourse,
}: {
  form: UseFormReturnType<CourseFormValues>;
  /** A package (Mahir Tutor) course: its chapters may open by school week. */
  packageCourse?: boolean;
  /** The bulk-upload queue; absent on read-only views. */
  queue?: ReturnType<typeof useUploadQueue>;
  readOnly?: boolean;
}) {
  const v = form.getValues();
  const [picking, setPicking] = useState<number | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const removeQuiz = useApiMutation(api.removeQuiz);
  const { t } = useTranslation();

  const setChapters = (chapters: ChapterRow[]) => form.setFieldValue('chapters', chapters);
  const queued = (key: string): UploadState | undefined => {
    const item = queue?.items.find((i) => i.key === key);
    if (!item) return undefined;
    if (item.status === 'failed')
      return { phase: 'rejected', message: item.message ?? t('course.uploadFailed') };
    if (item.status === 'done') return undefined;
    return { phase: 'uploading', percent: item.size ? Math.floor((item.sent / item.size) * 100) : 0 };
  };
  const removeChapter = (i: number) => {
    const { rows, deletes } = removeRow(v.chapters, i, v.chapter_deletes);
    form.setValues({ chapters: rows, chapter_deletes: deletes });
  };
  const removeModule = (i: number, j: number) => {
    const chapter = v.chapters[i];
    if (!chapter) return;
    const { rows, deletes } = removeRow(chapter.modules, j, v.module_deletes);
    form.setValues({
      chapters: v.chapters.map((c, k) => (k === i ? { ...c, modules: rows } : c)),
      module_deletes: deletes,
    });
  };
  const pickingChapter = picking === null ? undefined : v.chapters[picking];

  return (
    <Card component="section" aria-labelledby="bab-modul">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg" id="bab-modul">
          {t('course.chapters')}
        </Title>
        {!readOnly && (
          <Group gap="xs">
            {v.hashslug && (
              <Button component={Link} href={`/tutor/courses/${v.hashslug}/quiz/create`} variant="subtle">
                {t('course.addNewQuiz')}
              </Button>
            )}
            <FolderImport
              onImport={({ chapters, uploads }) => {
                const kept = v.chapters.filter((c) => c.title.trim() || c.modules.some((m) => m.url));
                setChapters([...kept, ...chapters]);
                void queue?.enqueue(uploads);
              }}
            />
          </Group>
        )}
      </Group>
      <Stack>
        {queue && (
          <UploadQueuePanel
            items={queue.items}
            overall={queue.overall}
            onPause={queue.pause}
            onResume={queue.resume}
            onRetry={queue.retry}
            onClear={queue.clear}
          />
        )}
        {v.chapters.map((c, i) => (
          <ChapterCard
            key={c.key}
            chapter={c}
            index={i}
            count={v.chapters.length}
            readOnly={readOnly}
            packageCourse={packageCourse}
            queued={queued}
            onChange={(next) => setChapters(v.chapters.map((x, k) => (k === i ? next : x)))}
            onRemove={() => removeChapter(i)}
            onRemoveModule={(j) => removeModule(i, j)}
            onPickQuiz={v.hashslug && !readOnly ? () => setPicking(i) : undefined}
            onRemoveQuiz={(quizId) => {
              void removeQuiz.mutateAsync({ body: { quiz_id: quizId } });
              setChapters(
                v.chapters.map((x, k) =>
                  k === i ? { ...x, quizs: x.quizs.filter((q) => q.id !== quizId) } : x,
                ),
              );
            }}
            onPlay={setPlaying}
          />
        ))}
        {!readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setChapters([...v.chapters, blankChapter()])}
            w="fit-content"
          >
            {t('course.addChapter')}
          </Button>
        )}
      </Stack>
      {v.hashslug && (
        <QuizPickerModal
          hashslug={v.hashslug}
          opened={picking !== null}
          current={pickingChapter?.quizs[0]?.id ?? null}
          onClose={() => setPicking(null)}
          onPicked={(quiz) =>
            setChapters(v.chapters.map((x, k) => (k === picking ? { ...x, quizs: [quiz] } : x)))
          }
        />
      )}
      <VideoModal url={playing} onClose={() => setPlaying(null)} />
    </Card>
  );
}
