import type { VodChapter } from '@mahir/shared';
import { useApi, useSession } from '@mahir/ui';
import { Alert, Anchor, Button, Card, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { downloadItem } from './offline-downloads';

/** The rendition heights a learner can choose; the server gives the nearest the module has at or below. */
const QUALITIES = [240, 360, 480, 720, 1080] as const;

/**
 * "Watch offline" on a video course page, for the subscriber: choose a module (open chapters only) and a
 * quality, download it into this device with its licence, then find it under Downloads.
 */
export function OfflineDownloadPanel({
  course,
  chapters,
  subscriberId,
}: {
  course: { id: number; title: string };
  chapters: readonly VodChapter[];
  subscriberId: number | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const modules = chapters.filter((c) => !c.opens_on).flatMap((c) => c.modules);
  const [moduleId, setModuleId] = useState<string | null>(modules[0] ? String(modules[0].id) : null);
  const [quality, setQuality] = useState<string>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  // A browser thing (Cache Storage): shown after hydration, so the server's markup and the first render match.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !user || typeof caches === 'undefined' || modules.length === 0) return null;

  const start = async () => {
    if (!moduleId) return;
    setState(null);
    setProgress(0);
    try {
      const chapter = chapters.find((c) => c.modules.some((m) => m.id === Number(moduleId)));
      await downloadItem(
        api,
        {
          userId: user.id,
          courseId: course.id,
          courseTitle: course.title,
          // The chapter's quizzes come with the module, to be taken offline.
          item: {
            kind: 'video',
            id: Number(moduleId),
            quality: quality ? Number(quality) : null,
            quizIds: chapter?.quizs.map((q) => q.quiz_id) ?? [],
          },
          subscriberId,
        },
        (received, total) => setProgress(total ? Math.min(100, Math.round((received / total) * 100)) : 0),
      );
      setState({ ok: true, text: t('downloads.done') });
    } catch (error) {
      setState({ ok: false, text: t('downloads.failed', { message: (error as Error).message }) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card withBorder data-testid="offline-download">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('downloads.panelTitle')}
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('downloads.module')}
            data={modules.map((m) => ({ value: String(m.id), label: m.title }))}
            value={moduleId}
            onChange={setModuleId}
            allowDeselect={false}
            w={260}
          />
          <Select
            label={t('downloads.quality')}
            data={[
              { value: '', label: t('downloads.qualityAuto') },
              ...QUALITIES.map((q) => ({ value: String(q), label: `${q}p` })),
            ]}
            value={quality}
            onChange={(v) => setQuality(v ?? '')}
            allowDeselect={false}
            w={140}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={start}
            loading={progress !== null}
            disabled={!moduleId}
          >
            {t('downloads.download')}
          </Button>
        </Group>
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t('downloads.progress', { percent: progress })} />
            <Text size="sm">{t('downloads.progress', { percent: progress })}</Text>
          </Stack>
        )}
        {state && (
          <Alert
            color={state.ok ? 'green' : 'red'}
            role={state.ok ? 'status' : 'alert'}
            data-testid="download-state"
          >
            {state.text}{' '}
            {state.ok && (
              <Anchor component={Link} href="/downloads">
                {t('downloads.open')}
              </Anchor>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
