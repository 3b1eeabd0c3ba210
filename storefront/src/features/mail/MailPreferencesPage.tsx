import { ApiError } from '@mahir/shared/client/api-client';
import { mailContract as api, MAIL_PREFERENCE_TEXT } from '@mahir/shared/contract/mail.contract';
import type { MailCategory } from '@mahir/shared/mail';
import { useApiMutation, useApiQuery } from '@mahir/ui/api-context';
import { LoadingState } from '@mahir/ui/StateViews';
import { Alert, Anchor, Button, Container, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useLanguage } from '../../i18n/i18n';

/**
 * `/mail-preferences` (and `/unsubscribe`, where a mail's unsubscribe link lands): which non-essential mail
 * the user gets. A mail's `?token=` names the user without a login; without one the logged-in user's own.
 * Opened from an unsubscribe link, the page first offers to stop that link's category in one press.
 */
export function MailPreferencesPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  // A chosen language shows its words alone; with none, Malay with English under it, as the spec.
  const MS = MAIL_PREFERENCE_TEXT[lang ?? 'ms'];
  const EN = lang ? null : MAIL_PREFERENCE_TEXT.en;
  const [params] = useSearchParams();
  const token = params.get('token') || undefined;
  const query = useApiQuery(api.preferences, { query: { token } }, { staleTime: 0, retry: false });
  const [enabled, setEnabled] = useState<Partial<Record<MailCategory, boolean>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setEnabled(Object.fromEntries(query.data.categories.map((c) => [c.category, c.enabled])));
  }, [query.data]);
  const save = useApiMutation(api.savePreferences, {
    onSuccess: ({ data }) => {
      setEnabled(Object.fromEntries(data.categories.map((c) => [c.category, c.enabled])));
      setNotice(MS.saved);
    },
  });
  const stop = useApiMutation(api.savePreferences, {
    onSuccess: ({ data }) => {
      setEnabled(Object.fromEntries(data.categories.map((c) => [c.category, c.enabled])));
      setNotice(MS.unsubscribed);
    },
  });

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    const loginNeeded = query.error instanceof ApiError && query.error.status === 401;
    body = (
      <Alert color="red" role="alert">
        {loginNeeded ? MS.loginNeeded : MS.linkInvalid}{' '}
        <Anchor component={Link} href={`/login?redirect=${encodeURIComponent('/mail-preferences')}`}>
          {t('header.login')}
        </Anchor>
      </Alert>
    );
  } else {
    const linked = query.data.category;
    body = (
      <Stack>
        {notice && (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {linked && enabled[linked] && (
          <Paper withBorder p="md" bg="var(--mantine-color-gray-0)">
            <Text fw={600}>{MS.unsubscribeAsk(MS.categories[linked])}</Text>
            {EN && (
              <Text size="sm" c="dimmed" mb="sm">
                {EN.unsubscribeAsk(EN.categories[linked])}
              </Text>
            )}
            <Button
              color="red.9"
              loading={stop.isPending}
              onClick={() =>
                stop.mutate({ body: { token, categories: [{ category: linked, enabled: false }] } })
              }
            >
              {MS.unsubscribe}
            </Button>
          </Paper>
        )}
        <form
          aria-label={MS.title}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({
              body: {
                token,
                categories: query.data.categories.map((c) => ({
                  category: c.category,
                  enabled: enabled[c.category] ?? c.enabled,
                })),
              },
            });
          }}
        >
          <Stack gap="md">
            {query.data.categories.map(({ category }) => (
              <Switch
                key={category}
                checked={enabled[category] ?? true}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setEnabled((prev) => ({ ...prev, [category]: on }));
                }}
                label={MS.categories[category]}
                description={EN?.categories[category]}
              />
            ))}
            {(save.error ?? stop.error) && (
              <Alert color="red" role="alert">
                {(save.error ?? stop.error)?.message}
              </Alert>
            )}
            <Button type="submit" loading={save.isPending} w="fit-content">
              {MS.save}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  }

  return (
    <Container size={560} py={48} px="md">
      <Title order={1} fz={28}>
        {MS.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {MS.intro}
      </Text>
      {EN && (
        <Text c="dimmed" size="xs">
          {EN.intro}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {body}
      </Paper>
    </Container>
  );
}
