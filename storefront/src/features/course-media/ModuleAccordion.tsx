import { formatDuration, type VodChapter, type VodChapterQuiz } from '@mahir/shared';
import { opensOnText } from '@mahir/shared/school-calendar/school-week-text';
import { Accordion, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import { DoneTick, LockIcon, PlayButton } from './MediaRowIcons';

type ChapterModule = VodChapter['modules'][number];

function ModuleRow({
  module,
  playable,
  current,
  pending,
  onPlay,
}: {
  module: ChapterModule;
  playable: boolean;
  current: boolean;
  pending: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-testid="module-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {playable ? (
          <PlayButton
            label={t('media.playNamed', { title: module.title })}
            onClick={onPlay}
            loading={pending}
            active={current}
          />
        ) : (
          <LockIcon />
        )}
        <Text size="sm" fw={current ? 700 : 400} lineClamp={2}>
          {module.title}
        </Text>
        {module.is_preview && (
          <Badge size="xs" variant="filled" color="blue.8" style={{ flexShrink: 0 }}>
            {t('media.preview')}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {module.is_watched && <DoneTick label={t('media.watched')} />}
        <Text size="xs" c="dimmed" ff="monospace">
          {formatDuration(module.module_vid_duration)}
        </Text>
      </Group>
    </Group>
  );
}

function QuizRow({
  quiz,
  isSubscriber,
  onOpen,
}: {
  quiz: VodChapterQuiz;
  isSubscriber: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const label = (
    <Group gap="sm" wrap="nowrap">
      <IconFileText size={18} aria-hidden color="var(--mantine-color-mahir-7)" />
      <Text size="sm" fw={500}>
        {quiz.quiz.title}
      </Text>
    </Group>
  );
  return (
    <Group justify="space-between" wrap="nowrap" py={6} data-testid="quiz-row">
      {isSubscriber && !quiz.submitted ? (
        <UnstyledButton onClick={onOpen} aria-label={t('media.takeQuiz', { title: quiz.quiz.title })}>
          {label}
        </UnstyledButton>
      ) : (
        label
      )}
      {quiz.submitted ? <DoneTick label={t('media.quizDone')} /> : !isSubscriber && <LockIcon />}
    </Group>
  );
}

/** The 'Modul' accordion of a video course: chapters with their modules, locks, ticks and quizzes. */
export function ModuleAccordion({
  chapters,
  canPlay,
  isSubscriber,
  currentModuleId,
  pendingModuleId,
  onPlay,
  onOpenQuiz,
}: {
  chapters: VodChapter[];
  canPlay: boolean;
  isSubscriber: boolean;
  currentModuleId: number | null;
  pendingModuleId: number | null;
  onPlay: (module: ChapterModule) => void;
  onOpenQuiz: (quizId: number) => void;
}) {
  const first = chapters[0];
  const { lang } = useLanguage();
  return (
    <Accordion
      multiple
      variant="separated"
      defaultValue={first ? [String(first.id)] : []}
      chevronPosition="right"
    >
      {chapters.map((chapter) => (
        <Accordion.Item key={chapter.id} value={String(chapter.id)} data-testid="chapter">
          <ChapterControl
            title={chapter.title}
            modules={chapter.modules.length}
            seconds={chapter.total_modules_duration}
            opensOn={chapter.opens_on ? opensOnText(chapter.opens_on, lang === 'en' ? 'en' : 'ms') : null}
          />
          <Accordion.Panel>
            <Stack gap={0}>
              {chapter.modules.map((module) => (
                <ModuleRow
                  key={module.id}
                  module={module}
                  playable={(canPlay && !chapter.opens_on) || module.is_preview}
                  current={module.id === currentModuleId}
                  pending={module.id === pendingModuleId}
                  onPlay={() => onPlay(module)}
                />
              ))}
              {chapter.quizs.map((quiz) => (
                <QuizRow
                  key={quiz.quiz_id}
                  quiz={quiz}
                  isSubscriber={isSubscriber && !chapter.opens_on}
                  onOpen={() => onOpenQuiz(quiz.quiz_id)}
                />
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** A chapter's (or audio topic's) accordion head: its title, then how many modules and how long. */
export function ChapterControl({
  title,
  modules,
  seconds,
  opensOn,
}: {
  title: string;
  modules: number;
  seconds: number;
  /** A chapter released in a later school week: "Dibuka pada ..." / "Opens on ...". */
  opensOn?: string | null;
}) {
  return (
    <Accordion.Control>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        <Text size="xs" c="dimmed">
          {modules} modul · {formatDuration(seconds)}
        </Text>
        {opensOn && (
          <Badge
            size="sm"
            variant="light"
            color="orange.9"
            tt="none"
            data-testid="chapter-opens-on"
            w="fit-content"
          >
            {opensOn}
          </Badge>
        )}
      </Stack>
    </Accordion.Control>
  );
}
