import { initials } from '@mahir/shared';
import { Avatar, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from './upload-avatar';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** Avatar with upload progress, then accepted or rejected with the server's message (spec 000 §4). */
export function AvatarUpload({ name, avatar }: { name: string; avatar: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [current, setCurrent] = useState(avatar);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  async function send(file: File | null) {
    if (!file) return;
    setState({ kind: 'uploading', percent: 0 });
    try {
      const answer = await uploadAvatar(file, (percent) => setState({ kind: 'uploading', percent }));
      setCurrent(answer.avatar);
      setState({ kind: 'done', message: answer.message });
      await client.invalidateQueries();
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar src={current} size={96} radius={96} color="mahir" alt={name} data-testid="profile-avatar">
        {initials(name)}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        <FileInput
          label={t('profile.avatar')}
          accept="image/jpeg,image/png,image/webp"
          onChange={(file) => void send(file)}
          disabled={state.kind === 'uploading'}
          error={state.kind === 'failed' ? state.message : undefined}
          clearable
        />
        {state.kind === 'uploading' && (
          <Progress value={state.percent} animated aria-label={t('profile.uploadProgress')} size="lg" />
        )}
        {state.kind === 'done' && (
          <Text size="sm" c="green.9" role="status">
            {state.message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
