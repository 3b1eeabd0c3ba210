import { mailContract as api, MAIL_STATUSES } from '@mahir/shared/contract/mail.contract';
import { useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusListHeader, useStatusFilter } from '../../components/StatusListHeader';
import { useFormat } from '../../i18n/format';
import { MailStatusBadge } from './MailStatusBadge';

/** Outgoing mail, newest first: status, recipient, subject, attempts and the last error; each opens. */
export function OutgoingMailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useListState(20);
  const filter = useStatusFilter<(typeof MAIL_STATUSES)[number]>(state);
  const query = useApiQuery(
    api.adminMails,
    {
      query: {
        page: state.page,
        per_page: state.per,
        search: state.query.search,
        status: filter.only,
      },
    },
    { staleTime: 0 },
  );
  return (
    <Stack>
      <StatusListHeader title={t('mail.title')} statuses={MAIL_STATUSES} filter={filter} query={query} />
      <ListTable
        label={t('mail.list')}
        state={state}
        query={query}
        rowKey={(m) => m.id}
        columns={[
          { header: t('common.status'), cell: (m) => <MailStatusBadge status={m.status} /> },
          {
            header: t('mail.recipient'),
            cell: (m) => (
              <>
                {m.to_address}
                {m.to_name && (
                  <Text size="xs" c="dimmed">
                    {m.to_name}
                  </Text>
                )}
              </>
            ),
          },
          {
            header: t('mail.subject'),
            cell: (m) => (
              <Anchor component={Link} href={`/admin/mails/${m.id}`}>
                {m.subject}
              </Anchor>
            ),
          },
          { header: t('mail.mail'), cell: (m) => m.template },
          { header: t('mail.attempts'), cell: (m) => m.attempts, td: { style: { textAlign: 'right' } } },
          {
            header: t('mail.lastError'),
            cell: (m) => (
              <Text size="xs" c={m.last_error ? 'red.9' : 'dimmed'} lineClamp={2} maw={260}>
                {m.last_error ?? '-'}
              </Text>
            ),
          },
          {
            header: t('mail.queued'),
            cell: (m) => f.dateTime(m.created_at),
            td: { style: { whiteSpace: 'nowrap' } },
          },
        ]}
      />
    </Stack>
  );
}
