import { RESELLER_SETTINGS_TEXT as T } from '@mahir/shared';
import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

/** The reseller link with its copy button, and the reseller code. */
export function ResellerLinkCard({ link, code }: { link: string; code: string }) {
  const [copied, setCopied] = useState<{ ok: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied({ ok: true });
    } catch {
      setCopied({ ok: false });
    }
  };
  return (
    <Card padding="md" mb="md">
      <Text fw={600} mb="xs">
        Reseller Link
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput label="Link" value={link} readOnly style={{ flex: 1 }} />
        <Button leftSection={<IconCopy size={16} />} variant="light" onClick={copy}>
          Copy
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm" mt="xs" c={copied.ok ? 'teal.9' : 'red.9'}>
          {copied.ok ? T.copied : T.copyFailed}
        </Text>
      )}
      <TextInput label="Reseller Code" value={code} readOnly mt="sm" w={220} />
    </Card>
  );
}
