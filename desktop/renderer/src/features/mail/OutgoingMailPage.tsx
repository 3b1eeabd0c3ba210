import { mailContract as api, MAIL_STATUSES } from '@mahir/shared/contract/mail.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { useApiQuery } from '@mahir/ui';
import { ListTable, useListState } from '@mahir/ui/ListTable';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { StatusListHeader, useStatusFilter } from '../../components/StatusListHeader';
import { MailStatusBadge } from './MailStatusBadge';

/** Outgoing mail, newest first: status, recipient, subject, attempts and the last error; each opens. */
export function OutgoingMailPage() {
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
      <StatusListHeader title="Outgoing Mail" statuses={MAIL_STATUSES} filter={filter} query={query} />
      <ListTable
        label="Outgoing mail"
        state={state}
        query={query}
        rowKey={(m) => m.id}
        columns={[
          { header: 'Status', cell: (m) => <MailStatusBadge status={m.status} /> },
          {
            header: 'Recipient',
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
            header: 'Subject',
            cell: (m) => (
              <Anchor component={Link} href={`/admin/mails/${m.id}`}>
                {m.subject}
              </Anchor>
            ),
          },
          { header: 'Mail', cell: (m) => m.template },
          { header: 'Attempts', cell: (m) => m.attempts, td: { style: { textAlign: 'right' } } },
          {
            header: 'Last error',
            cell: (m) => (
              <Text size="xs" c={m.last_error ? 'red.9' : 'dimmed'} lineClamp={2} maw={260}>
                {m.last_error ?? '-'}
              </Text>
            ),
          },
          {
            header: 'Queued',
            cell: (m) => formatMalaysiaDate(m.created_at, true),
            td: { style: { whiteSpace: 'nowrap' } },
          },
        ]}
      />
    </Stack>
  );
}
