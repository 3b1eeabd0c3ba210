import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktopBridge } from '../../lib/bridge';

/** In the desktop app only: which Mahir server the app talks to, and changing it. */
export function ServerSetting() {
  const { t } = useTranslation();
  const bridge = desktopBridge();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void bridge?.invoke('settings:get', undefined).then((s) => setUrl(s.serverUrl));
  }, [bridge]);

  if (!bridge) return null;
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('login.server')}
        size="xs"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={error}
        style={{ flex: 1 }}
      />
      <Button
        size="xs"
        variant="light"
        onClick={() => bridge.invoke('settings:set-server', url).catch((e: Error) => setError(e.message))}
      >
        {t('login.useServer')}
      </Button>
      <Text size="xs" c="dimmed" w="100%">
        {t('login.serverReload')}
      </Text>
    </Group>
  );
}
