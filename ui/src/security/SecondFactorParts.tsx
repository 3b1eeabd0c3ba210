import type { RouteData } from '@mahir/shared/contract/route';
import { Alert, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { routes } from '../routes';

export type Enrolment = RouteData<typeof routes.accountSecurity.secondFactorBegin>;

/** The QR code to scan, with the secret for typing it by hand. */
export function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Imbas kod QR dengan aplikasi pengesah (Google Authenticator, Microsoft Authenticator…). Scan the QR
        code with your authenticator app.
      </Text>
      <Image
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt="Kod QR / QR code"
        w={180}
        h={180}
        bg="white"
      />
      <Text size="sm">
        Atau taip kunci ini / Or type this key:{' '}
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
  label = 'Kod pengesahan / Authentication code',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: string;
}) {
  return (
    <TextInput
      label={label}
      description="6 digit daripada aplikasi, atau kod pemulihan / 6 digits from the app, or a recovery code"
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
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Kod pemulihan / Recovery codes">
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
              {copied ? 'Disalin / Copied' : 'Salin / Copy'}
            </Button>
          )}
        </CopyButton>
        {onDone && <Button onClick={onDone}>Teruskan / Continue</Button>}
      </Group>
    </Stack>
  );
}
