import { QueryState, routeKey, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { TaxDetailsForm } from '@mahir/ui/TaxDetailsForm';
import { Button, Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliateLinkTab } from './AffiliateLinkTab';
import { AffiliateStatisticsTab } from './AffiliateStatisticsTab';

/** `/affiliate`: sign-up prompt, or the Link and Statistics tabs (spec 000 §2.10). */
export function AffiliatePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const query = useApiQuery(routes.affiliate.link, {});
  const signUp = useApiMutation(routes.affiliate.signUp, {
    onSuccess: async ({ message }) => {
      setNotice(message ?? t('affiliate.registered'));
      await client.invalidateQueries({ queryKey: routeKey(routes.affiliate.link) });
    },
    onError: (err) => console.error('affiliate/sign-up failed', err),
  });
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('affiliate.title')}
      </Title>
      <QueryState query={query}>
        {(data) =>
          data.is_affiliate && data.link ? (
            <Stack gap="md">
              <SuccessAlert message={notice ?? t('affiliate.already')} onClose={() => setNotice('')} />
              <Tabs defaultValue="link" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="link">{t('affiliate.linkTab')}</Tabs.Tab>
                  <Tabs.Tab value="statistics">{t('affiliate.statisticsTab')}</Tabs.Tab>
                  <Tabs.Tab value="tax">{t('affiliate.taxTab')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="link" pt="md">
                  <AffiliateLinkTab link={data.link} courses={data.courses} />
                </Tabs.Panel>
                <Tabs.Panel value="statistics" pt="md">
                  <AffiliateStatisticsTab />
                </Tabs.Panel>
                <Tabs.Panel value="tax" pt="md">
                  <TaxDetailsForm />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          ) : (
            <Card withBorder padding="xl">
              <Stack align="flex-start">
                <Text>{t('affiliate.signUpPrompt')}</Text>
                <Button
                  disabled={signUp.isPending || signUp.isSuccess}
                  loading={signUp.isPending}
                  onClick={() => signUp.mutate({ body: { signup: 1 } })}
                >
                  {t('affiliate.signUp')}
                </Button>
              </Stack>
            </Card>
          )
        }
      </QueryState>
    </Container>
  );
}
