import type { QuizInfo } from '@mahir/shared';
import { offlineEbookOpening, offlineExtensionOf } from '@mahir/shared/offline/offline-file-type';
import { licenceVerdict } from '@mahir/shared/offline/offline-licence';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { formatSize } from '@mahir/shared/rules/text';
import { useApi } from '@mahir/ui';
import { useOffline } from '@mahir/ui/offline';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook, IconChecklist, IconDeviceFloppy, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PdfDocument, PdfModal } from '../course-media';
import { OfflineQuizModal } from '../quiz';
import { OfflinePlayer } from './OfflinePlayer';
import { type DownloadRecord, keptBytes, offlineDb, type QuizAttempt } from './offline-db';
import { removeDownload, saveKeptFile } from './offline-downloads';
import { flushOutbox, queueQuiz } from './offline-outbox-store';
import { useOfflineAccount } from './useOfflineAccount';

const UNTIL_KEY = {
  video: 'downloads.until',
  audio: 'downloads.untilListen',
  ebook: 'downloads.untilRead',
} as const;

/** The quizzes kept with a module: take one offline, and see whether its answers wait or were sent. */
function KeptQuizzes({
  record,
  attempts,
  onTake,
}: {
  record: DownloadRecord;
  attempts: ReadonlyMap<number, QuizAttempt>;
  onTake: (quiz: QuizInfo) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {(record.quizzes ?? []).map((quiz) => {
        const attempt = attempts.get(quiz.id);
        if (attempt)
          return (
            <Text
              key={quiz.id}
              size="sm"
              c={attempt.state === 'sent' ? 'green.8' : attempt.state === 'refused' ? 'red' : 'orange.9'}
              data-testid="quiz-attempt"
              data-state={attempt.state}
            >
              {attempt.state === 'sent'
                ? t('downloads.quizSent', { title: quiz.title })
                : attempt.state === 'refused'
                  ? t('downloads.quizRefused', { title: quiz.title, message: attempt.message ?? '' })
                  : t('downloads.quizWaiting', { title: quiz.title })}
            </Text>
          );
        return (
          <Button
            key={quiz.id}
            size="compact-sm"
            variant="light"
            w="fit-content"
            leftSection={<IconChecklist size={14} aria-hidden />}
            onClick={() => onTake(quiz)}
          >
            {t('downloads.takeQuiz', { title: quiz.title })}
          </Button>
        );
      })}
    </Stack>
  );
}

/** The main action of a kept item: play (a module, an audio part), read (a PDF), or save to the device. */
function ItemAction({
  record,
  disabled,
  onPlay,
  onRead,
}: {
  record: DownloadRecord;
  disabled: boolean;
  onPlay: () => void;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const save = () =>
    saveKeptFile(record).catch(() =>
      notifications.show({ color: 'red', message: t('downloads.saveToDeviceFailed') }),
    );
  const [Icon, label, act] =
    record.kind !== 'ebook'
      ? [IconPlayerPlay, t('downloads.play'), onPlay]
      : offlineEbookOpening(record.mime) === 'viewer'
        ? [IconBook, t('downloads.read'), onRead]
        : [IconDeviceFloppy, t('downloads.saveToDevice'), save];
  return (
    <Button size="compact-sm" leftSection={<Icon size={14} aria-hidden />} disabled={disabled} onClick={act}>
      {label}
    </Button>
  );
}

/** What the learner should know of a kept item beyond its size: its caption tracks, or how an EPUB/ZIP opens. */
function ItemNote({ record }: { record: DownloadRecord }) {
  const { t } = useTranslation();
  const captions = record.captions ?? [];
  if (captions.length > 0)
    return (
      <Text size="sm" c="dimmed" data-testid="kept-captions">
        {t('downloads.captions', { labels: captions.map((c) => c.label).join(', ') })}
      </Text>
    );
  if (record.kind === 'ebook' && offlineEbookOpening(record.mime) === 'save')
    return (
      <Text size="sm" c="dimmed" data-testid="save-note">
        {t('downloads.saveNote', { format: offlineExtensionOf(record.mime ?? '')?.toUpperCase() ?? '' })}
      </Text>
    );
  return null;
}

/**
 * The account's downloads on this device: each module, audio part or ebook with its size and how long its
 * licence lets it play, the storage used (`navigator.storage.estimate`), play, read or save to the device (an
 * EPUB or ZIP ebook, which the browser cannot show), remove, and the quizzes kept with a module. Works with the network off: everything here is read from IndexedDB and played through the
 * service worker; a quiz answered here is queued and sent once with the rest of the offline progress.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const offline = useOffline();
  const userId = useOfflineAccount();
  const [records, setRecords] = useState<DownloadRecord[]>([]);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const [queued, setQueued] = useState(0);
  const [attempts, setAttempts] = useState<Map<number, QuizAttempt>>(new Map());
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);
  const [reading, setReading] = useState<PdfDocument | null>(null);
  const [quiz, setQuiz] = useState<{ record: DownloadRecord; quiz: QuizInfo } | null>(null);

  const refresh = useCallback(async () => {
    if (userId === null) return setRecords([]);
    const list = await offlineDb.downloads(userId);
    setRecords(list);
    setQueued((await offlineDb.outbox(userId)).length);
    const kept = new Map<number, QuizAttempt>();
    for (const q of list.flatMap((r) => r.quizzes ?? [])) {
      const attempt = await offlineDb.quizAttempt(userId, q.id);
      if (attempt) kept.set(q.id, attempt);
    }
    setAttempts(kept);
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

  const total = records.reduce((sum, r) => sum + keptBytes(r), 0);
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
        {playing && <OfflinePlayer key={playing.key} record={playing} onQueued={queuedOne} />}
        {records.length === 0 && <Text>{t('downloads.empty')}</Text>}
        {records.map((r) => {
          const kind = r.kind ?? 'video';
          const verdict = licenceVerdict(r.token, { userId, moduleId: r.module_id, kind }, now);
          return (
            <Card key={r.key} withBorder data-testid="download-item" data-kind={kind}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{r.title}</Text>
                  <Text size="sm" c="dimmed">
                    {r.course_title} · {r.quality ? `${r.quality}p · ` : ''}
                    {formatSize(keptBytes(r))}
                  </Text>
                  <ItemNote record={r} />
                  <Text size="sm" c={verdict === 'ok' ? 'dimmed' : 'red'} data-testid="licence-state">
                    {verdict === 'ok'
                      ? t(UNTIL_KEY[kind], { date: formatMalaysiaDate(r.expires_at) })
                      : t('downloads.expired')}
                  </Text>
                  {verdict === 'ok' && (
                    <KeptQuizzes
                      record={r}
                      attempts={attempts}
                      onTake={(q) => setQuiz({ record: r, quiz: q })}
                    />
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <ItemAction
                    record={r}
                    disabled={verdict !== 'ok'}
                    onPlay={() => setPlaying(r)}
                    onRead={() => setReading({ url: r.local_url, title: r.title })}
                  />
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
      <PdfModal doc={reading} onClose={() => setReading(null)} />
      {quiz && (
        <OfflineQuizModal
          quiz={quiz.quiz}
          opened
          onClose={() => {
            setQuiz(null);
            void refresh();
          }}
          onHandIn={async (questions) => {
            await queueQuiz(quiz.record.user_id, {
              course_id: quiz.record.course_id,
              quiz_id: quiz.quiz.id,
              questions,
            });
            queuedOne();
          }}
        />
      )}
    </Container>
  );
}
