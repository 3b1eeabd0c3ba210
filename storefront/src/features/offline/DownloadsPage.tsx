import { licenceVerdict } from '@mahir/shared/offline/offline-licence';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { formatSize } from '@mahir/shared/rules/text';
import { useApi } from '@mahir/ui';
import { useOffline } from '@mahir/ui/offline';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineVideo } from './OfflineVideo';
import { type DownloadRecord, offlineDb } from './offline-db';
import { removeDownload } from './offline-downloads';
import { flushOutbox } from './offline-outbox-store';
import { useOfflineAccount } from './useOfflineAccount';

/**
 * The account's downloads on this device: each module with its size and how long its licence lets it play,
 * the storage used (`navigator.storage.estimate`), play and remove. Works with the network off: everything
 * here is read from IndexedDB and played through the service worker.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const offline = useOffline();
  const userId = useOfflineAccount();
  const [records, setRecords] = useState<DownloadRecord[]>([]);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const [queued, setQueued] = useState(0);
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);

  const refresh = useCallback(async () => {
    if (userId === null) return setRecords([]);
    setRecords(await offlineDb.downloads(userId));
    setQueued((await offlineDb.outbox(userId)).length);
    const e = await navigator.storage?.estimate?.();
    if (e) setEstimate({ usage: e.usage ?? 0, quota: e.quota ?? 0 });
  }, [userId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const queuedOne = useCallback(() => {
    if (userId !== null && navigator.onLine) void flushOutbox(api, userId).then(() => refresh());
    else void refresh();
  }, [api, userId, refresh]);
  useEffect(() => {
    // Back online: send what was queued here (one flush at a time, shared with OfflineSync), then show it gone.
    if (!offline && userId !== null) void flushOutbox(api, userId).then(() => refresh());
  }, [offline, api, userId, refresh]);

  if (userId === null)
    return (
      <Container size="md" py="lg">
        <Title order={1}>{t('downloads.title')}</Title>
        <Text mt="md">{t('downloads.signIn')}</Text>
      </Container>
    );

  const total = records.reduce((sum, r) => sum + r.size, 0);
  const now = new Date();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('downloads.title')}</Title>
        <Group gap="lg">
          <Text size="sm" data-testid="downloads-size">
            {t('downloads.itemsSize', { size: formatSize(total) })}
          </Text>
          {estimate && (
            <Text size="sm" c="dimmed" data-testid="storage-estimate">
              {t('downloads.storage', {
                used: formatSize(estimate.usage),
                quota: formatSize(estimate.quota),
              })}
            </Text>
          )}
        </Group>
        {queued > 0 && (
          <Alert color="yellow" role="status" data-testid="outbox-count">
            {t('downloads.queued', { count: queued })}
          </Alert>
        )}
        {playing && <OfflineVideo record={playing} onQueued={queuedOne} />}
        {records.length === 0 && <Text>{t('downloads.empty')}</Text>}
        {records.map((r) => {
          const verdict = licenceVerdict(r.token, { userId, moduleId: r.module_id }, now);
          return (
            <Card key={r.key} withBorder data-testid="download-item">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{r.title}</Text>
                  <Text size="sm" c="dimmed">
                    {r.course_title} · {r.quality ? `${r.quality}p · ` : ''}
                    {formatSize(r.size)}
                  </Text>
                  <Text size="sm" c={verdict === 'ok' ? 'dimmed' : 'red'} data-testid="licence-state">
                    {verdict === 'ok'
                      ? t('downloads.until', { date: formatMalaysiaDate(r.expires_at) })
                      : t('downloads.expired')}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    leftSection={<IconPlayerPlay size={14} aria-hidden />}
                    disabled={verdict !== 'ok'}
                    onClick={() => setPlaying(r)}
                  >
                    {t('downloads.play')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={async () => {
                      if (playing?.key === r.key) setPlaying(null);
                      await removeDownload(r);
                      await refresh();
                    }}
                  >
                    {t('downloads.remove')}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
