import { describeUserAgent } from '@mahir/shared/accounts/user-agent';
import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routeKey, useApiMutation, useApiQuery } from '../api-context';
import { useUiLanguage } from '../language';
import { SuccessAlert } from '../Notices';
import { routes } from '../routes';
import { QueryState } from '../StateViews';

const security = routes.accountSecurity;

/** "My sessions": every signed-in device of the account, this one marked, with sign-out of one or all others. */
export function SessionsCard() {
  const client = useQueryClient();
  const list = useApiQuery(security.sessions, {});
  const [notice, setNotice] = useState<string | null>(null);
  const { t, formatDate } = useUiLanguage();
  const done = ({ message }: { message?: string }) => {
    setNotice(message ?? null);
    void client.invalidateQueries({ queryKey: routeKey(security.sessions) });
  };
  const endOne = useApiMutation(security.endSession, { onSuccess: done });
  const endOthers = useApiMutation(security.endOtherSessions, { onSuccess: done });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-sessions">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="my-sessions">
          {t('security.mySessions')}
        </Title>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        {(endOne.error ?? endOthers.error) && (
          <Text c="red">{(endOne.error ?? endOthers.error)?.message}</Text>
        )}
        <QueryState query={list}>
          {(sessions) => (
            <Stack gap="xs">
              {sessions.map((s) => (
                <Paper key={s.id} withBorder p="sm" data-testid="session-row">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>{describeUserAgent(s.user_agent)}</Text>
                        {s.current && <Badge color="mahir.7">{t('security.thisSession')}</Badge>}
                      </Group>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {s.user_agent ?? '-'}
                      </Text>
                      <Text size="sm">
                        {t('security.sessionTimes', {
                          ip: s.ip ?? '-',
                          started: formatDate(s.created_at, true),
                          seen: formatDate(s.last_seen_at, true),
                        })}
                      </Text>
                    </Stack>
                    {!s.current && (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        loading={endOne.isPending && endOne.variables?.body.id === s.id}
                        onClick={() => endOne.mutate({ body: { id: s.id } })}
                      >
                        {t('security.signOut')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              ))}
              {sessions.some((s) => !s.current) && (
                <Button
                  variant="outline"
                  color="red.9"
                  w="fit-content"
                  loading={endOthers.isPending}
                  onClick={() => endOthers.mutate({})}
                >
                  {t('security.signOutOthers')}
                </Button>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
