import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { MAX_RELEASE_WEEK } from '@mahir/shared/school-calendar/learner-release';
import { schoolWeekLabel } from '@mahir/shared/school-calendar/school-week-text';
import { useLanguage } from '@mahir/ui/i18n';
import { Badge, Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../components/RowActions';
import { blankModule, type ChapterRow, type ModuleRow } from '../course-form';
import { ModuleRowField } from './ModuleRowField';

/** The weeks a package course's chapter may open in: from the start, or school week 1 to 52. */
const FROM_START = 'start';
/** The choices in the chosen language; with none, Malay / English as the spec's form showed them. */
const releaseWeekOptions = (t: TFunction, lang: UiLanguage | null) => [
  { value: FROM_START, label: t('course.fromStart') },
  ...Array.from({ length: MAX_RELEASE_WEEK }, (_, i) => ({
    value: String(i + 1),
    label: lang
      ? schoolWeekLabel(i + 1, lang)
      : `${schoolWeekLabel(i + 1, 'ms')} / ${schoolWeekLabel(i + 1, 'en')}`,
  })),
];

/** One chapter (Bab): its title, modules, attached quiz and the buttons to add and remove. */
export function ChapterCard({
  chapter,
  index,
  count,
  readOnly,
  packageCourse,
  queued,
  onChange,
  onRemove,
  onRemoveModule,
  onPickQuiz,
  onRemoveQuiz,
  onPlay,
}: {
  chapter: ChapterRow;
  index: number;
  count: number;
  readOnly?: boolean;
  /** Package courses pick the school week a chapter opens in. */
  packageCourse?: boolean;
  queued: (moduleKey: string) => UploadState | undefined;
  onChange: (chapter: ChapterRow) => void;
  onRemove: () => void;
  onRemoveModule: (moduleIndex: number) => void;
  onPickQuiz?: () => void;
  onRemoveQuiz: (quizId: number) => void;
  onPlay: (url: string) => void;
}) {
  const setModule = (j: number, change: Partial<ModuleRow>) =>
    onChange({ ...chapter, modules: chapter.modules.map((m, k) => (k === j ? { ...m, ...change } : m)) });
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const name = t('course.chapter', { n: index + 1 });
  return (
    <Card withBorder data-testid="chapter">
      <Group align="flex-end" mb="sm">
        <TextInput
          label={t('editor.rowTitle', { label: name })}
          value={chapter.title}
          disabled={readOnly}
          onChange={(e) => onChange({ ...chapter, title: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
        {packageCourse && (
          <Select
            label={t('course.opensIn', { label: name })}
            description={t('course.schoolWeek')}
            data={releaseWeekOptions(t, lang)}
            value={chapter.release_week || FROM_START}
            disabled={readOnly}
            allowDeselect={false}
            onChange={(week) =>
              onChange({ ...chapter, release_week: !week || week === FROM_START ? '' : week })
            }
            w={220}
          />
        )}
        {!readOnly && (
          <RemoveRowButton count={count} label={t('editor.removeRow', { label: name })} onRemove={onRemove} />
        )}
      </Group>
      <Stack gap="xs">
        {chapter.modules.map((m, j) => (
          <ModuleRowField
            key={m.key}
            module={m}
            label={t('course.module', { chapter: name, n: j + 1 })}
            count={chapter.modules.length}
            queued={queued(m.key)}
            readOnly={readOnly}
            onChange={(change) => setModule(j, change)}
            onRemove={() => onRemoveModule(j)}
            onPlay={onPlay}
          />
        ))}
      </Stack>
      <Group mt="sm" gap="xs">
        {!readOnly && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...chapter, modules: [...chapter.modules, blankModule()] })}
          >
            {t('course.addModule')}
          </Button>
        )}
        {!readOnly && onPickQuiz && (
          <Button size="xs" variant="subtle" leftSection={<IconListCheck size={14} />} onClick={onPickQuiz}>
            {t('course.pickQuiz')}
          </Button>
        )}
        {chapter.quizs.map((q) => (
          <Badge
            key={q.id}
            variant="outline"
            rightSection={
              readOnly ? null : (
                <button
                  type="button"
                  aria-label={t('course.removeQuiz', { title: q.title })}
                  onClick={() => onRemoveQuiz(q.id)}
                  style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                >
                  ×
                </button>
              )
            }
          >
            {t('course.quizBadge', { title: q.title })}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
