import { LoginForm } from '@mahir/ui/LoginForm';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { ServerSetting } from './ServerSetting';

/** The back office's login screen for tutors, admins, resellers and sub-resellers. */
export function LoginScreen() {
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
          <LoginForm passwordLabel="Password" submitLabel="Log in" />
          <ServerSetting />
        </Stack>
      </Paper>
    </Center>
  );
}
