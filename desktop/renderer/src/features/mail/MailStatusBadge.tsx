import type { MAIL_STATUSES } from '@mahir/shared/contract/mail.contract';
import { Badge } from '@mantine/core';

const COLORS: Record<(typeof MAIL_STATUSES)[number], string> = {
  queued: 'gray.8',
  sending: 'blue.9',
  sent: 'mahir.9',
  failed: 'red.9',
};

/** Where an outgoing mail stands: queued, sending, sent or failed. */
export function MailStatusBadge({ status }: { status: (typeof MAIL_STATUSES)[number] }) {
  return <Badge color={COLORS[status]}>{status}</Badge>;
}
