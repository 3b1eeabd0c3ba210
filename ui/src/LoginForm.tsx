import type { AuthUser } from '@mahir/shared/contract/auth.contract';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailInput } from './AccountFields';
import { routeKey, useApiMutation } from './api-context';
import { writeCsrfMeta } from './csrf';
import { fieldErrors, formValidator } from './form-validator';
import { routes } from './routes';
import { SecondFactorLogin } from './security/SecondFactorLogin';

/**
 * The login's rules (the contract's `LoginBody`, a zod schema): fetched when the form is first focused or
 * sent, not with the page, so zod is not part of a login page's first load (docs/reach.md).
 */
const loadLoginRules = () =>
  import('@mahir/shared/contract/auth.contract').then(({ LoginBody }) => formValidator(LoginBody));

/** A completed sign-in: the user, where they land, and the session's CSRF token. */
export interface SignedIn {
  user: AuthUser;
  csrf_token: string;
  redirect: string;
}

/**
 * Email and password, for both apps, then the second factor when the account has one (or must set one up).
 * On success the fresh CSRF token is stored and the session cached before `onLoggedIn` runs; field errors
 * from the server land on their fields, others in an alert.
 */
export function LoginForm({
  passwordLabel,
  submitLabel,
  onLoggedIn,
}: {
  passwordLabel: string;
  submitLabel: string;
  onLoggedIn?: (data: SignedIn) => void;
}) {
  const queryClient = useQueryClient();
  const [secondFactor, setSecondFactor] = useState<{ step: 'verify' | 'enrol'; message: string } | null>(
    null,
  );
  const form = useForm({ initialValues: { email: '', password: '' } });
  const signedIn = (data: SignedIn) => {
    writeCsrfMeta(data.csrf_token);
    queryClient.setQueryData(routeKey(routes.auth.session), data.user);
    onLoggedIn?.(data);
  };
  const login = useApiMutation(routes.auth.login, {
    onSuccess: ({ data, message }) => {
      if ('user' in data) return signedIn(data);
      // The password was right; the session waits for the second factor.
      writeCsrfMeta(data.csrf_token);
      form.setFieldValue('password', '');
      setSecondFactor({ step: data.second_factor, message: message ?? '' });
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });

  if (secondFactor)
    return (
      <SecondFactorLogin
        step={secondFactor.step}
        message={secondFactor.message}
        onSignedIn={signedIn}
        onRestart={() => setSecondFactor(null)}
      />
    );

  return (
    <form
      onSubmit={form.onSubmit(async (values) => {
        const errors = (await loadLoginRules())(values);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else login.mutate({ body: values });
      })}
      onFocus={() => void loadLoginRules()}
      noValidate
    >
      <Stack>
        {login.error && !login.error.errors.email && (
          <Alert color="red" role="alert">
            {login.error.message}
          </Alert>
        )}
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label={passwordLabel}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
