import { Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routeKey, useApiMutation, useApiQuery } from '../api-context';
import { useUiLanguage } from '../language';
import { SuccessAlert } from '../Notices';
import { routes } from '../routes';
import { QueryState } from '../StateViews';
import { CodeInput, EnrolmentCode, RecoveryCodes } from './SecondFactorParts';

const security = routes.accountSecurity;

/**
 * Two-factor sign-in of the signed-in account: its state, setting it up (QR code, first code, recovery codes
 * shown once) and turning it off with the password and a code. For both apps.
 */
export function TwoFactorCard() {
  const status = useApiQuery(security.secondFactorStatus, {});
  // Kept here: turning the factor off swaps the card's body, and the message must outlive it.
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useUiLanguage();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="two-factor">
          {t('security.twoFactor')}
        </Title>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        <QueryState query={status}>
          {(s) =>
            s.enabled ? <EnabledFactor status={s} onNotice={setNotice} /> : <Enrol required={s.required} />
          }
        </QueryState>
      </Stack>
    </Card>
  );
}

function useRefreshStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: routeKey(security.secondFactorStatus) });
}

function Enrol({ required }: { required: boolean }) {
  const { t } = useUiLanguage();
  const refresh = useRefreshStatus();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<{ list: string[]; message: string } | null>(null);
  const begin = useApiMutation(security.secondFactorBegin);
  const confirm = useApiMutation(security.secondFactorConfirm, {
    onSuccess: ({ data, message }) => setCodes({ list: data.recovery_codes, message: message ?? '' }),
  });
  if (codes)
    return <RecoveryCodes codes={codes.list} message={codes.message} onDone={() => void refresh()} />;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="gray.8">{t('security.off')}</Badge>
        {required && <Badge color="red.9">{t('security.required')}</Badge>}
      </Group>
      <Text size="sm">{t('security.protect')}</Text>
      {!begin.data && (
        <Button w="fit-content" onClick={() => begin.mutate({})} loading={begin.isPending}>
          {t('security.turnOn')}
        </Button>
      )}
      {begin.error && <Text c="red">{begin.error.message}</Text>}
      {begin.data && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate({ body: { code } });
          }}
        >
          <Stack gap="sm">
            <EnrolmentCode enrolment={begin.data.data} />
            <CodeInput
              value={code}
              onChange={setCode}
              error={confirm.error?.errors.code?.[0] ?? confirm.error?.message}
            />
            <Button type="submit" w="fit-content" loading={confirm.isPending}>
              {t('security.confirmOn')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function EnabledFactor({
  status,
  onNotice,
}: {
  status: { required: boolean; recovery_codes_left: number };
  onNotice: (message: string | null) => void;
}) {
  const refresh = useRefreshStatus();
  const { t } = useUiLanguage();
  const [values, setValues] = useState({ password: '', code: '' });
  const [codes, setCodes] = useState<{ list: string[]; message: string } | null>(null);
  const [regenCode, setRegenCode] = useState('');
  const disable = useApiMutation(security.secondFactorDisable, {
    onSuccess: ({ message }) => {
      onNotice(message ?? null);
      void refresh();
    },
  });
  const regenerate = useApiMutation(security.secondFactorRecoveryCodes, {
    onSuccess: ({ data, message }) => setCodes({ list: data.recovery_codes, message: message ?? '' }),
  });
  if (codes)
    return (
      <RecoveryCodes
        codes={codes.list}
        message={codes.message}
        onDone={() => {
          setCodes(null);
          setRegenCode('');
          void refresh();
        }}
      />
    );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="mahir.7">{t('security.on')}</Badge>
        <Text size="sm">{t('security.codesLeft', { count: status.recovery_codes_left })}</Text>
      </Group>
      <form
        noValidate
        aria-label={t('security.newCodes')}
        onSubmit={(e) => {
          e.preventDefault();
          regenerate.mutate({ body: { code: regenCode } });
        }}
      >
        <Group align="flex-end">
          <CodeInput
            label={t('security.appCode')}
            value={regenCode}
            onChange={setRegenCode}
            error={regenerate.error?.errors.code?.[0] ?? regenerate.error?.message}
          />
          <Button type="submit" variant="default" loading={regenerate.isPending}>
            {t('security.newCodes')}
          </Button>
        </Group>
      </form>
      {status.required ? (
        <Text size="sm" c="dimmed">
          {t('security.mustUse')}
        </Text>
      ) : (
        <form
          noValidate
          aria-label={t('security.turnOffForm')}
          onSubmit={(e) => {
            e.preventDefault();
            disable.mutate({ body: values });
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('common.password')}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
              error={disable.error?.errors.password?.[0]}
            />
            <CodeInput
              value={values.code}
              onChange={(code) => setValues({ ...values, code })}
              error={disable.error?.errors.code?.[0]}
            />
            {disable.error && !disable.error.errors.password && !disable.error.errors.code && (
              <Text c="red">{disable.error.message}</Text>
            )}
            <Button type="submit" color="red.9" variant="outline" w="fit-content" loading={disable.isPending}>
              {t('security.turnOff')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
