import { CAPTION_TEXT, type CaptionUploadBody, captionContract } from '@mahir/shared';
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
import type { z } from 'zod';

/** The multipart body of an upload: the checked fields and the file itself. */
type UploadInput = z.input<typeof CaptionUploadBody> & { file: File };

/**
 * The caption tracks of one saved module (issue 23): listed by language, uploaded as WebVTT or SRT (checked and
 * sanitised by the server; every problem shown by line), replaced per language and removed.
 */
export function CaptionsPanel({ moduleId, title }: { moduleId: number; title: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBadgeCc size={14} />}
        onClick={() => setOpened(true)}
        aria-label={`Captions: ${title}`}
      >
        Captions
      </Button>
      {opened && (
        <Modal opened onClose={() => setOpened(false)} title={`${CAPTION_TEXT.title}: ${title}`} size="lg">
          <CaptionTracks moduleId={moduleId} />
        </Modal>
      )}
    </>
  );
}

function CaptionTracks({ moduleId }: { moduleId: number }) {
  const params = { id: moduleId };
  const list = useApiQuery(captionContract.list, { params }, { staleTime: 0 });
  const [lang, setLang] = useState<string | null>('ms');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const upload = useApiMutation(captionContract.upload, {
    onSuccess: (res) => {
      setProblems([]);
      setDone([CAPTION_TEXT.uploaded, ...res.data.notes].join(' '));
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
        <Text c="dimmed">{CAPTION_TEXT.none}</Text>
      ) : (
        <Table data-testid="caption-tracks">
          <Table.Tbody>
            {tracks.map((t) => (
              <Table.Tr key={t.lang}>
                <Table.Td>{t.label}</Table.Td>
                <Table.Td>{t.lang}</Table.Td>
                <Table.Td>{t.cues} cues</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button component="a" href={t.url} target="_blank" size="xs" variant="subtle">
                      View
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      loading={remove.isPending}
                      onClick={() => remove.mutate({ params, body: { lang: t.lang } })}
                      aria-label={`${CAPTION_TEXT.remove} ${t.label}`}
                    >
                      {CAPTION_TEXT.remove}
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
          label="Language"
          data={CAPTION_LANGUAGES.map((l) => ({ value: l.lang, label: `${l.label} (${l.lang})` }))}
          value={lang}
          onChange={setLang}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label="Label (optional)"
          value={label}
          maxLength={40}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
      </Group>
      <FileInput
        label={CAPTION_TEXT.upload}
        description={CAPTION_TEXT.formats}
        accept=".vtt,.srt,text/vtt,application/x-subrip"
        value={file}
        onChange={setFile}
        clearable
      />
      {problems.length > 0 && (
        <Alert color="red" role="alert" title="The captions were not saved">
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
          {CAPTION_TEXT.upload}
        </Button>
      </Group>
    </Stack>
  );
}
