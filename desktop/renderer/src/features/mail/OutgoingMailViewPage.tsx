import { mailContract as api, MAIL_PREFERENCE_TEXT } from '@mahir/shared/contract/mail.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { Fact } from '../../components/Fact';
import { PageHeader } from '../../components/PageHeader';
import { MailStatusBadge } from './MailStatusBadge';

const T = MAIL_PREFERENCE_TEXT.en;

/**
 * One outgoing mail as it went out: who, when, attempts and the last error, the HTML part in a sandboxed
 * frame (no scripts, no same-origin access), the plain-text part, and Resend.
 */
export function OutgoingMailViewPage({ id }: { id: number }) {
  const query = useApiQuery(api.adminMail, { params: { id } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useApiMutation(api.resendMail, {
    onSuccess: ({ data, message }) => setNotice(`${message ?? T.resent} (#${data.id})`),
  });
  return (
    <Stack>
      <Anchor component={Link} href="/admin/mails" size="sm">
        ← Outgoing Mail
      </Anchor>
      <QueryState query={query}>
        {(mail) => (
          <>
            <PageHeader title={mail.subject}>
              <Button
                disabled={!mail.resendable}
                loading={resend.isPending}
                onClick={() => confirm.ask('Send this email again?', () => resend.mutate({ params: { id } }))}
              >
                Resend
              </Button>
            </PageHeader>
            <SuccessAlert message={notice} onClose={() => setNotice(null)} />
            {resend.error && <Alert color="red">{resend.error.message}</Alert>}
            {!mail.resendable && <Text size="sm">{T.cannotResend}</Text>}
            <Paper withBorder p="md">
              <Group mb="sm">
                <MailStatusBadge status={mail.status} />
                <Text size="sm">
                  {mail.template}
                  {mail.category ? ` · ${mail.category}` : ' · essential'} · {mail.language}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <Fact
                  label="To"
                  value={mail.to_name ? `${mail.to_name} <${mail.to_address}>` : mail.to_address}
                />
                <Fact label="Queued" value={formatMalaysiaDate(mail.created_at, true)} />
                <Fact label="Sent" value={mail.sent_at ? formatMalaysiaDate(mail.sent_at, true) : '-'} />
                <Fact label="Attempts" value={String(mail.attempts)} />
                <Fact
                  label="Next attempt"
                  value={mail.status === 'queued' ? formatMalaysiaDate(mail.next_attempt_at, true) : '-'}
                />
                <Fact label="Message-ID" value={mail.message_id} />
                <Fact label="Server id" value={mail.provider_message_id ?? '-'} />
                <Fact label="Attachments" value={mail.attachments.map((a) => a.filename).join(', ') || '-'} />
                <Fact
                  label="Unsubscribe link"
                  value={mail.unsubscribe_url ? 'yes (List-Unsubscribe)' : 'none'}
                />
              </SimpleGrid>
              {mail.last_error && (
                <Alert color="red" mt="sm" title="Last error">
                  <Code block>{mail.last_error}</Code>
                </Alert>
              )}
            </Paper>
            <Tabs defaultValue="html">
              <Tabs.List>
                <Tabs.Tab value="html">HTML</Tabs.Tab>
                <Tabs.Tab value="text">Plain text</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                {/* An empty sandbox: the mail's HTML runs no script and cannot reach this page or its cookies. */}
                <iframe
                  title="Rendered email"
                  sandbox=""
                  srcDoc={mail.html}
                  style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-4)' }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <Code block style={{ whiteSpace: 'pre-wrap' }}>
                  {mail.text}
                </Code>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </QueryState>
      {confirm.modal}
    </Stack>
  );
}
