import { LoginForm } from '@mahir/ui/LoginForm';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ServerSetting } from './ServerSetting';

/** The back office's login screen for tutors, admins, resellers and sub-resellers. */
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="md" p="xl" w={400} maw="100%" radius="md">
        <Stack>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={1} fz={24}>
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.intro')}
              </Text>
            </div>
            <LanguageSwitch />
          </Group>
          <LoginForm passwordLabel={t('login.password')} submitLabel={t('login.submit')} />
          <ServerSetting />
        </Stack>
      </Paper>
    </Center>
  );
}
