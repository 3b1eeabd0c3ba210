import { contract, LoginBody } from '@mahir/shared';
import { formValidator, routeKey, useApiMutation, writeCsrfMeta } from '@mahir/ui';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { ServerSetting } from './ServerSetting';

/** The back office's login screen for tutors, admins, resellers and sub-resellers. */
export function LoginScreen() {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: formValidator(LoginBody) });
  const login = useApiMutation(contract.auth.login, {
    onSuccess: ({ data }) => {
      writeCsrfMeta(data.csrf_token);
      queryClient.setQueryData(routeKey(contract.auth.session), data.user);
    },
    onError: (err) =>
      form.setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]]))),
  });

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="md" p="xl" w={400} radius="md">
        <Stack>
          <div>
            <Title order={1} fz={24}>
              Mahir Back Office
            </Title>
            <Text size="sm" c="dimmed">
              Log in with your tutor, admin or reseller account.
            </Text>
          </div>
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
                label="Password"
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={login.isPending} fullWidth>
                Log in
              </Button>
            </Stack>
          </form>
          <ServerSetting />
        </Stack>
      </Paper>
    </Center>
  );
}
