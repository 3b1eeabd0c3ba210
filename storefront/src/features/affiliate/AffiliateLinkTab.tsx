import { AFFILIATE_TEXT, MSG } from '@mahir/shared';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
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
      <Table striped aria-label="Course links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Course</Table.Th>
            <Table.Th>Link</Table.Th>
            <Table.Th aria-label="Copy" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>{MSG.noRecord}</Table.Td>
            </Table.Tr>
          ) : (
            courses.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.title}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {full(c.link_ref)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Copy link for ${c.title}`}
                    onClick={() => void copy(c.link_ref)}
                  >
                    {copied === c.link_ref ? AFFILIATE_TEXT.copied : AFFILIATE_TEXT.copy}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
