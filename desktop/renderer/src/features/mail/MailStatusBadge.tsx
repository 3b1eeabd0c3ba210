import type { MAIL_STATUSES } from '@mahir/shared/contract/mail.contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<(typeof MAIL_STATUSES)[number], string> = {
  queued: 'gray.8',
  sending: 'blue.9',
  sent: 'mahir.9',
  failed: 'red.9',
};

/** Where an outgoing mail stands: queued, sending, sent or failed. */
export function MailStatusBadge({ status }: { status: (typeof MAIL_STATUSES)[number] }) {
  const { t } = useTranslation();
  return <Badge color={COLORS[status]}>{t(`mail.badge.${status}`)}</Badge>;
}
