import { LoginBody } from '@mahir/shared/contract/auth.contract';
import type { RouteData } from '@mahir/shared/contract/route';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { routeKey, useApiMutation } from './api-context';
import { writeCsrfMeta } from './csrf';
import { fieldErrors, formValidator } from './form-validator';
import { routes } from './routes';

type LoginData = RouteData<typeof routes.auth.login>;

/**
 * Email and password, for both apps. On success the fresh CSRF token is stored and the session cached
 * before `onLoggedIn` runs; field errors from the server land on their fields, others in an alert.
 */
export function LoginForm({
  passwordLabel,
  submitLabel,
  onLoggedIn,
}: {
  passwordLabel: string;
  submitLabel: string;
  onLoggedIn?: (data: LoginData) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: formValidator(LoginBody) });
  const login = useApiMutation(routes.auth.login, {
    onSuccess: ({ data }) => {
      writeCsrfMeta(data.csrf_token);
      queryClient.setQueryData(routeKey(routes.auth.session), data.user);
      onLoggedIn?.(data);
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate({ body: values }))} noValidate>
      <Stack>
        {login.error && !login.error.errors.email && (
          <Alert color="red" role="alert">
            {login.error.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
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
