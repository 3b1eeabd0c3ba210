import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import { ResendConsentButton } from './ConsentRequest';
import { UnlinkModal } from './UnlinkModal';

interface Guardian {
  id: number;
  name: string;
  email: string;
}

/**
 * A pupil's guardians on their profile (issue 20): who sees their progress, ending a link made by mistake,
 * and the consent still awaited with a way to ask again.
 */
export function MyGuardiansCard() {
  const { t } = useTranslation();
  const { formatDate } = useLanguage();
  const query = useApiQuery(routes.family.guardians, {}, { staleTime: 0 });
  const [unlinking, setUnlinking] = useState<Guardian | null>(null);
  const unlink = useApiMutation(routes.family.unlinkGuardian, {
    onSuccess: () => {
      setUnlinking(null);
      void query.refetch();
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="guardians" id="guardians">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="guardians">
          {t('family.myGuardians')}
        </Title>
        <QueryState query={query}>
          {(data) => (
            <Stack gap="sm">
              {data.consent_asked && (
                <Alert
                  color="yellow"
                  title={t('family.consentAwaited')}
                  styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
                >
                  <Stack gap="xs">
                    <Text size="sm">
                      {t('family.askedOf', { email: data.consent_asked.email })}{' '}
                      {formatDate(data.consent_asked.requested_at, true)}
                    </Text>
                    <ResendConsentButton />
                  </Stack>
                </Alert>
              )}
              {data.guardians.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('family.noGuardians')}
                </Text>
              ) : (
                data.guardians.map((g) => (
                  <Group key={g.id} justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{g.name}</Text>
                      <Text size="sm" c="dimmed">
                        {g.email}
                      </Text>
                    </div>
                    <Button variant="subtle" color="red" c="red.9" onClick={() => setUnlinking(g)}>
                      {t('common.unlink')}
                    </Button>
                  </Group>
                ))
              )}
              <Text size="xs" c="dimmed">
                {t('family.guardiansSee')}
              </Text>
            </Stack>
          )}
        </QueryState>
      </Stack>
      <UnlinkModal
        opened={unlinking !== null}
        onClose={() => setUnlinking(null)}
        onConfirm={() => unlinking && unlink.mutate({ params: { guardianId: unlinking.id } })}
        pending={unlink.isPending}
        error={unlink.error?.message}
      >
        {t('family.unlinkGuardian', { name: unlinking?.name ?? '' })}
      </UnlinkModal>
    </Card>
  );
}
