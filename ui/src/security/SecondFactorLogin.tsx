import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../api-context';
import type { SignedIn } from '../LoginForm';
import { useUiLanguage } from '../language';
import { routes } from '../routes';
import { CodeInput, EnrolmentCode, RecoveryCodes } from './SecondFactorParts';

/**
 * The second step of sign-in: a code from the authenticator (or a recovery code); for an account that must
 * use two-factor and has none yet, setting it up first (QR code, first code, recovery codes shown once).
 */
export function SecondFactorLogin({
  step,
  message,
  onSignedIn,
  onRestart,
}: {
  step: 'verify' | 'enrol';
  message: string;
  onSignedIn: (data: SignedIn) => void;
  onRestart: () => void;
}) {
  const { t } = useUiLanguage();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<{ data: SignedIn; codes: string[]; message: string } | null>(null);
  const enrol = useApiMutation(routes.accountSecurity.secondFactorLoginEnrol);
  const started = useRef(false);
  useEffect(() => {
    if (step !== 'enrol' || started.current) return;
    started.current = true;
    enrol.mutate({});
  }, [step, enrol]);
  const complete = useApiMutation(routes.accountSecurity.secondFactorLogin, {
    onSuccess: ({ data, message: answer }) => {
      if (data.recovery_codes) setShown({ data, codes: data.recovery_codes, message: answer ?? '' });
      else onSignedIn(data);
    },
  });

  if (shown)
    return (
      <RecoveryCodes codes={shown.codes} message={shown.message} onDone={() => onSignedIn(shown.data)} />
    );
  const expired = complete.error?.status === 401 || enrol.error?.status === 401;

  return (
    <form
      noValidate
      aria-label={t('security.twoFactor')}
      onSubmit={(e) => {
        e.preventDefault();
        complete.mutate({ body: { code } });
      }}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        {step === 'enrol' && enrol.isPending && (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        )}
        {step === 'enrol' && enrol.data && <EnrolmentCode enrolment={enrol.data.data} />}
        {(complete.error || enrol.error) && !complete.error?.errors.code && (
          <Alert color="red" role="alert">
            {(complete.error ?? enrol.error)?.message}
          </Alert>
        )}
        <CodeInput value={code} onChange={setCode} error={complete.error?.errors.code?.[0]} />
        <Button type="submit" fullWidth loading={complete.isPending} disabled={expired}>
          {t('security.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          {t('security.startAgain')}
        </Anchor>
      </Stack>
    </form>
  );
}
