import { AFFILIATE_TEXT, MSG } from '@mahir/shared';
import { DataTable } from '@mahir/ui/DataTable';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { copyText } from './copy-text';

/** The Link tab: the affiliate link with a copy button, and per-course links. */
export function AffiliateLinkTab({
  link,
  courses,
}: {
  link: string;
  courses: Array<{ id: number; title: string; link_ref: string }>;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const full = (path: string) => `${window.location.origin}${path}`;
  const copy = async (path: string) => {
    if (await copyText(full(path))) setCopied(path);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Your affiliate link"
          value={full(link)}
          readOnly
          style={{ flex: 1 }}
          data-testid="affiliate-link"
        />
        <Button onClick={() => void copy(link)}>{AFFILIATE_TEXT.copy}</Button>
      </Group>
      {copied === link && (
        <Text c="green.9" size="sm" role="status">
          {AFFILIATE_TEXT.copied}
        </Text>
      )}
      <DataTable
        striped
        aria-label="Course links"
        rows={courses}
        rowKey={(c) => c.id}
        emptyRow={MSG.noRecord}
        columns={[
          { header: 'Course', cell: (c) => c.title },
          {
            header: 'Link',
            cell: (c) => (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {full(c.link_ref)}
              </Text>
            ),
          },
          {
            header: '',
            key: 'copy',
            th: { 'aria-label': 'Copy' },
            cell: (c) => (
              <Button
                size="xs"
                variant="light"
                aria-label={`Copy link for ${c.title}`}
                onClick={() => void copy(c.link_ref)}
              >
                {copied === c.link_ref ? AFFILIATE_TEXT.copied : AFFILIATE_TEXT.copy}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
