import type { UploadState } from '@mahir/shared/rules/authoring-form-upload';
import { MAX_RELEASE_WEEK } from '@mahir/shared/school-calendar/learner-release';
import { schoolWeekLabel } from '@mahir/shared/school-calendar/school-week-text';
import { Badge, Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { RemoveRowButton } from '../../../components/RowActions';
import { blankModule, type ChapterRow, type ModuleRow } from '../course-form';
import { ModuleRowField } from './ModuleRowField';

/** The weeks a package course's chapter may open in: from the start, or school week 1 to 52. */
const FROM_START = 'start';
const RELEASE_WEEK_OPTIONS = [
  { value: FROM_START, label: 'Dari mula / From the start' },
  ...Array.from({ length: MAX_RELEASE_WEEK }, (_, i) => ({
    value: String(i + 1),
    label: `${schoolWeekLabel(i + 1, 'ms')} / ${schoolWeekLabel(i + 1, 'en')}`,
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
  const name = `Bab ${index + 1}`;
  return (
    <Card withBorder data-testid="chapter">
      <Group align="flex-end" mb="sm">
        <TextInput
          label={`${name} title`}
          value={chapter.title}
          disabled={readOnly}
          onChange={(e) => onChange({ ...chapter, title: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
        {packageCourse && (
          <Select
            label={`${name} opens in`}
            description="Minggu persekolahan / School week"
            data={RELEASE_WEEK_OPTIONS}
            value={chapter.release_week || FROM_START}
            disabled={readOnly}
            allowDeselect={false}
            onChange={(week) =>
              onChange({ ...chapter, release_week: !week || week === FROM_START ? '' : week })
            }
            w={220}
          />
        )}
        {!readOnly && <RemoveRowButton count={count} label={`Remove ${name}`} onRemove={onRemove} />}
      </Group>
      <Stack gap="xs">
        {chapter.modules.map((m, j) => (
          <ModuleRowField
            key={m.key}
            module={m}
            label={`${name} Modul ${j + 1}`}
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
            Add Module
          </Button>
        )}
        {!readOnly && onPickQuiz && (
          <Button size="xs" variant="subtle" leftSection={<IconListCheck size={14} />} onClick={onPickQuiz}>
            Pilih Kuiz
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
                  aria-label={`Remove quiz ${q.title}`}
                  onClick={() => onRemoveQuiz(q.id)}
                  style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
                >
                  ×
                </button>
              )
            }
          >
            Kuiz: {q.title}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
