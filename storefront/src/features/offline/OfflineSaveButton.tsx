import { useApi, useSession } from '@mahir/ui';
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCloudDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadKey, offlineDb } from './offline-db';
import { downloadItem } from './offline-downloads';

/**
 * "Keep offline" beside a part of an audio course or an ebook, for the subscriber: downloads it into this
 * device with its licence (as a module video is), then shows it kept; it is played or read from Downloads.
 */
export function OfflineSaveButton({
  course,
  item,
}: {
  course: { id: number; title: string };
  item: { kind: 'audio' | 'ebook'; hashslug: string; title: string };
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useSession();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [percent, setPercent] = useState(0);
  // A browser thing (Cache Storage): shown after hydration, so the server's markup and the first render match.
  const [mounted, setMounted] = useState(false);
  const userId = user?.id ?? null;
  const { kind, hashslug } = item;
  useEffect(() => {
    setMounted(true);
    if (userId === null || typeof indexedDB === 'undefined') return;
    void offlineDb
      .download(downloadKey(userId, { kind, hashslug }))
      .then((r) => r && setState('saved'))
      .catch(() => undefined);
  }, [userId, kind, hashslug]);
  if (!mounted || userId === null || typeof caches === 'undefined') return null;

  const label =
    state === 'saved'
      ? t('downloads.saved', { title: item.title })
      : state === 'failed'
        ? t('downloads.saveFailed', { title: item.title })
        : state === 'saving'
          ? t('downloads.progress', { percent })
          : t('downloads.save', { title: item.title });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={state === 'saved' ? 'light' : 'subtle'}
        color={state === 'failed' ? 'red' : state === 'saved' ? 'green' : undefined}
        aria-label={label}
        data-testid="offline-save"
        data-state={state}
        disabled={state === 'saving'}
        onClick={async () => {
          if (state === 'saved') return;
          setState('saving');
          setPercent(0);
          try {
            await downloadItem(
              api,
              {
                userId,
                courseId: course.id,
                courseTitle: course.title,
                item: { kind, hashslug },
                subscriberId: null,
              },
              (received, total) =>
                setPercent(total ? Math.min(100, Math.round((received / total) * 100)) : 0),
            );
            setState('saved');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'saving' ? (
          <Loader size={14} />
        ) : state === 'saved' ? (
          <IconCircleCheck size={16} aria-hidden />
        ) : (
          <IconCloudDownload size={16} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
