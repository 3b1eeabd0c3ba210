import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routeKey, useApiMutation, useApiQuery } from '../api-context';
import { SuccessAlert } from '../Notices';
import { routes } from '../routes';
import { QueryState } from '../StateViews';

const security = routes.accountSecurity;

/**
 * The admins' setting: admins and tutors must sign in with a second factor (off in the demo); and the reset of
 * someone's factor.
 */
export function TwoFactorSettingCard() {
  const client = useQueryClient();
  const view = useApiQuery(security.securitySettings, {});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useApiMutation(security.saveSecuritySettings, {
    onSuccess: ({ data, message }) => {
      client.setQueryData(routeKey(security.securitySettings), data);
      setNotice(message ?? null);
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-setting">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="two-factor-setting">
          Two-factor requirement
        </Title>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        <QueryState query={view}>
          {(v) => (
            <Stack gap="xs">
              <Switch
                label="Admins and tutors must sign in with a second factor"
                description="Those without one are asked to set it up right after their password."
                checked={v.two_factor_required}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ body: { two_factor_required: e.currentTarget.checked } })}
              />
              {v.server_roles.length > 0 && (
                <Text size="sm" c="dimmed">
                  Required by the server (REQUIRE_2FA_ROLES) whatever this says: {v.server_roles.join(', ')}
                </Text>
              )}
              {save.error && <Text c="red">{save.error.message}</Text>}
            </Stack>
          )}
        </QueryState>
        <ResetFactor onNotice={setNotice} />
      </Stack>
    </Card>
  );
}

/** Removes someone's factor after a lost phone and lost recovery codes; they sign in with the password next. */
function ResetFactor({ onNotice }: { onNotice: (message: string | null) => void }) {
  const [email, setEmail] = useState('');
  const reset = useApiMutation(security.resetSecondFactor, {
    onSuccess: ({ message }) => {
      onNotice(message ?? null);
      setEmail('');
    },
  });
  return (
    <form
      noValidate
      aria-label="Reset two-factor sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        reset.mutate({ body: { email } });
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Reset the two-factor sign-in of (email)"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={reset.error?.errors.email?.[0] ?? reset.error?.message}
        />
        <Button type="submit" variant="default" loading={reset.isPending}>
          Reset
        </Button>
      </Group>
    </form>
  );
}
