import { SuccessAlert } from '@mahir/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { StatusBadge } from '../../components/StatusBadge';

/** Top of an admin review page: Back, author, status, reject reason, the outcome, the next item and the actions. */
export function ReviewHeader({
  back,
  author,
  status,
  rejectReason,
  notice,
  onCloseNotice,
  next,
  children,
}: {
  back: string;
  author: string;
  status: number;
  rejectReason: string | null;
  notice: string | null;
  onCloseNotice: () => void;
  /** Where the queue goes on once this item was acted on. */
  next?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack mb="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button component={Link} href={back} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back
          </Button>
          <Text size="sm">
            Author: <b>{author}</b>
          </Text>
          <StatusBadge status={status} />
        </Group>
        {children}
      </Group>
      <SuccessAlert message={notice} onClose={onCloseNotice} />
      {next && <Group>{next}</Group>}
      {rejectReason && (
        <Alert color="red" title="Reject reason">
          {rejectReason}
        </Alert>
      )}
    </Stack>
  );
}
