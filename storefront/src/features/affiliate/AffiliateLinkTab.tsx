import { DataTable } from '@mahir/ui/DataTable';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text';

/** The Link tab: the affiliate link with a copy button, and per-course links. */
export function AffiliateLinkTab({
  link,
  courses,
}: {
  link: string;
  courses: Array<{ id: number; title: string; link_ref: string }>;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const full = (path: string) => `${window.location.origin}${path}`;
  const copy = async (path: string) => {
    if (await copyText(full(path))) setCopied(path);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('affiliate.yourLink')}
          value={full(link)}
          readOnly
          style={{ flex: 1 }}
          data-testid="affiliate-link"
        />
        <Button onClick={() => void copy(link)}>{t('affiliate.copy')}</Button>
      </Group>
      {copied === link && (
        <Text c="green.9" size="sm" role="status">
          {t('affiliate.copied')}
        </Text>
      )}
      <DataTable
        striped
        aria-label={t('affiliate.courseLinks')}
        rows={courses}
        rowKey={(c) => c.id}
        emptyRow={t('affiliate.noRecord')}
        columns={[
          { header: t('affiliate.course'), cell: (c) => c.title },
          {
            header: t('affiliate.link'),
            cell: (c) => (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {full(c.link_ref)}
              </Text>
            ),
          },
          {
            header: '',
            key: 'copy',
            th: { 'aria-label': t('affiliate.copy') },
            cell: (c) => (
              <Button
                size="xs"
                variant="light"
                aria-label={t('affiliate.copyFor', { title: c.title })}
                onClick={() => void copy(c.link_ref)}
              >
                {copied === c.link_ref ? t('affiliate.copied') : t('affiliate.copy')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
