import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The reseller link with its copy button, and the reseller code. */
export function ResellerLinkCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
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
        {t('partner.resellerLink')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput label={t('partner.link')} value={link} readOnly style={{ flex: 1 }} />
        <Button leftSection={<IconCopy size={16} />} variant="light" onClick={copy}>
          {t('partner.copy')}
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm" mt="xs" c={copied.ok ? 'teal.9' : 'red.9'}>
          {copied.ok ? t('partner.copied') : t('partner.copyFailed')}
        </Text>
      )}
      <TextInput label={t('partner.resellerCode')} value={code} readOnly mt="sm" w={220} />
    </Card>
  );
}
