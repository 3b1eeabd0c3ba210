import { LoginBody } from '@mahir/shared';
import { routeKey, useApiMutation } from '@mahir/ui/api-context';
import { writeCsrfMeta } from '@mahir/ui/csrf';
import { formValidator } from '@mahir/ui/form-validator';
import { routes } from '@mahir/ui/routes';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'wouter';

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
function safeRedirect(target: string | null): string | null {
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** `/login`: email and password; lands the user where their role expects, or back where they came from. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: formValidator(LoginBody) });
  const login = useApiMutation(routes.auth.login, {
    onSuccess: ({ data }) => {
      writeCsrfMeta(data.csrf_token);
      queryClient.setQueryData(routeKey(routes.auth.session), data.user);
      // Every answer read as a visitor is dropped, not merely marked stale: the next screen (the package
      // checkout, the cart) must not show the visitor's old cart while the user's own is on its way.
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[1] !== routes.auth.session.path });
      const target = safeRedirect(params.get('redirect')) ?? data.redirect;
      if (target.startsWith('/backoffice')) window.location.assign(target);
      else navigate(target, { replace: true });
    },
    onError: (err) =>
      form.setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]]))),
  });

  return (
    <Container size={440} py={64}>
      <Title order={1} ta="center" fz={28}>
        Log Masuk
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={4}>
        Selamat kembali ke Mahir. Welcome back.
      </Text>
      <Paper withBorder shadow="sm" p="xl" mt="lg" radius="md">
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
              label="Kata laluan / Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={login.isPending}>
              Log Masuk
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} href="/">
          Kembali ke laman utama
        </Anchor>
      </Text>
    </Container>
  );
}
