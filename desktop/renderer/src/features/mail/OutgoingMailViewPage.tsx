import { mailContract as api, MAIL_PREFERENCE_TEXT } from '@mahir/shared/contract/mail.contract';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { Fact } from '../../components/Fact';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { MailStatusBadge } from './MailStatusBadge';

/**
 * One outgoing mail as it went out: who, when, attempts and the last error, the HTML part in a sandboxed
 * frame (no scripts, no same-origin access), the plain-text part, and Resend.
 */
export function OutgoingMailViewPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  // The shared bilingual mail texts in the chosen language, English with none (as before).
  const T = MAIL_PREFERENCE_TEXT[i18n.language === 'ms' ? 'ms' : 'en'];
  const query = useApiQuery(api.adminMail, { params: { id } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useApiMutation(api.resendMail, {
    onSuccess: ({ data, message }) => setNotice(`${message ?? T.resent} (#${data.id})`),
  });
  return (
    <Stack>
      <Anchor component={Link} href="/admin/mails" size="sm">
        {t('mail.back')}
      </Anchor>
      <QueryState query={query}>
        {(mail) => (
          <>
            <PageHeader title={mail.subject}>
              <Button
                disabled={!mail.resendable}
                loading={resend.isPending}
                onClick={() => confirm.ask(t('mail.resendAsk'), () => resend.mutate({ params: { id } }))}
              >
                {t('mail.resend')}
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
                  {mail.category ? ` · ${mail.category}` : ` · ${t('mail.essential')}`} · {mail.language}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <Fact
                  label={t('mail.to')}
                  value={mail.to_name ? `${mail.to_name} <${mail.to_address}>` : mail.to_address}
                />
                <Fact label={t('mail.queued')} value={f.dateTime(mail.created_at)} />
                <Fact label={t('mail.sent')} value={mail.sent_at ? f.dateTime(mail.sent_at) : '-'} />
                <Fact label={t('mail.attempts')} value={String(mail.attempts)} />
                <Fact
                  label={t('mail.nextAttempt')}
                  value={mail.status === 'queued' ? f.dateTime(mail.next_attempt_at) : '-'}
                />
                <Fact label={t('mail.messageId')} value={mail.message_id} />
                <Fact label={t('mail.serverId')} value={mail.provider_message_id ?? '-'} />
                <Fact
                  label={t('mail.attachments')}
                  value={mail.attachments.map((a) => a.filename).join(', ') || '-'}
                />
                <Fact
                  label={t('mail.unsubscribeLink')}
                  value={mail.unsubscribe_url ? t('mail.unsubscribeYes') : t('mail.unsubscribeNone')}
                />
              </SimpleGrid>
              {mail.last_error && (
                <Alert color="red" mt="sm" title={t('mail.lastError')}>
                  <Code block>{mail.last_error}</Code>
                </Alert>
              )}
            </Paper>
            <Tabs defaultValue="html">
              <Tabs.List>
                <Tabs.Tab value="html">{t('mail.html')}</Tabs.Tab>
                <Tabs.Tab value="text">{t('mail.plainText')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                {/* An empty sandbox: the mail's HTML runs no script and cannot reach this page or its cookies. */}
                <iframe
                  title={t('mail.rendered')}
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
