import { type CaptionUploadBody, captionContract } from '@mahir/shared';
import { CAPTION_LANGUAGES } from '@mahir/shared/captions/caption-language';
import { useApiMutation, useApiQuery } from '@mahir/ui';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBadgeCc } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The multipart body of an upload: the checked fields and the file itself. */
type UploadInput = z.input<typeof CaptionUploadBody> & { file: File };

/**
 * The caption tracks of one saved module (issue 23): listed by language, uploaded as WebVTT or SRT (checked and
 * sanitised by the server; every problem shown by line), replaced per language and removed.
 */
export function CaptionsPanel({ moduleId, title }: { moduleId: number; title: string }) {
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBadgeCc size={14} />}
        onClick={() => setOpened(true)}
        aria-label={t('course.captionsFor', { title })}
      >
        {t('course.captions')}
      </Button>
      {opened && (
        <Modal
          opened
          onClose={() => setOpened(false)}
          title={`${t('course.captionsTitle')}: ${title}`}
          size="lg"
        >
          <CaptionTracks moduleId={moduleId} />
        </Modal>
      )}
    </>
  );
}

function CaptionTracks({ moduleId }: { moduleId: number }) {
  const params = { id: moduleId };
  const { t } = useTranslation();
  const list = useApiQuery(captionContract.list, { params }, { staleTime: 0 });
  const [lang, setLang] = useState<string | null>('ms');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const upload = useApiMutation(captionContract.upload, {
    onSuccess: (res) => {
      setProblems([]);
      setDone([t('course.captionsUploaded'), ...res.data.notes].join(' '));
      setFile(null);
      void list.refetch();
    },
    onError: (err) => {
      const listed = Object.values(err.errors).flat();
      setDone(null);
      setProblems(listed.length ? listed : [err.message]);
    },
  });
  const remove = useApiMutation(captionContract.remove, { onSuccess: () => void list.refetch() });
  const tracks = list.data?.captions ?? [];
  return (
    <Stack gap="md">
      {tracks.length === 0 ? (
        <Text c="dimmed">{t('course.captionsNone')}</Text>
      ) : (
        <Table data-testid="caption-tracks">
          <Table.Tbody>
            {tracks.map((track) => (
              <Table.Tr key={track.lang}>
                <Table.Td>{track.label}</Table.Td>
                <Table.Td>{track.lang}</Table.Td>
                <Table.Td>{t('course.cues', { n: track.cues })}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button component="a" href={track.url} target="_blank" size="xs" variant="subtle">
                      {t('course.view')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      loading={remove.isPending}
                      onClick={() => remove.mutate({ params, body: { lang: track.lang } })}
                      aria-label={`${t('course.captionsRemove')} ${track.label}`}
                    >
                      {t('course.captionsRemove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" grow>
        <Select
          label={t('course.language')}
          data={CAPTION_LANGUAGES.map((l) => ({ value: l.lang, label: `${l.label} (${l.lang})` }))}
          value={lang}
          onChange={setLang}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label={t('course.labelOptional')}
          value={label}
          maxLength={40}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
      </Group>
      <FileInput
        label={t('course.captionsUpload')}
        description={t('course.captionsFormats')}
        accept=".vtt,.srt,text/vtt,application/x-subrip"
        value={file}
        onChange={setFile}
        clearable
      />
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={t('course.captionsNotSaved')}>
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={!file || !lang}
          loading={upload.isPending}
          onClick={() => {
            if (!file || !lang) return;
            const body: UploadInput = { lang, label, file };
            upload.mutate({ params, body });
          }}
        >
          {t('course.captionsUpload')}
        </Button>
      </Group>
    </Stack>
  );
}
