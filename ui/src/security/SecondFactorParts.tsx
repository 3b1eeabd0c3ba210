import type { RouteData } from '@mahir/shared/contract/route';
import { Alert, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLanguage } from '../language';
import type { routes } from '../routes';

export type Enrolment = RouteData<typeof routes.accountSecurity.secondFactorBegin>;

/** The QR code to scan, with the secret for typing it by hand. */
export function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useUiLanguage();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('security.scan')}</Text>
      <Image
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={t('security.qr')}
        w={180}
        h={180}
        bg="white"
      />
      <Text size="sm">
        {t('security.typeKey')}{' '}
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Code>
      </Text>
    </Stack>
  );
}

/** The code field of every two-factor form: a 6-digit authenticator code or a recovery code. */
export function CodeInput({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: string;
}) {
  const { t } = useUiLanguage();
  return (
    <TextInput
      label={label ?? t('security.code')}
      description={t('security.codeHint')}
      autoComplete="one-time-code"
      inputMode="text"
      maxLength={40}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** The recovery codes, shown once, with a copy button and what to do with them. */
export function RecoveryCodes({
  codes,
  message,
  onDone,
}: {
  codes: string[];
  message: string;
  onDone?: () => void;
}) {
  const { t } = useUiLanguage();
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={t('security.recoveryCodes')}>
        {message}
      </Alert>
      <List spacing={2} data-testid="recovery-codes" styles={{ itemLabel: { fontFamily: 'monospace' } }}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('security.copied') : t('security.copy')}
            </Button>
          )}
        </CopyButton>
        {onDone && <Button onClick={onDone}>{t('security.continue')}</Button>}
      </Group>
    </Stack>
  );
}
