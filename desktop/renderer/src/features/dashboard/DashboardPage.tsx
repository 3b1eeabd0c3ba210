import type { AuthUser } from '@mahir/shared';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { navFor } from '../../layout/nav';
import { AdminDashboard } from './AdminDashboard';
import { TutorDashboard } from './TutorDashboard';

/** Landing page of the back office: the admin's or the tutor's dashboard, otherwise what the user can open. */
export function DashboardPage({ user }: { user: AuthUser }) {
  if (user.roles.includes('admin')) return <AdminDashboard />;
  if (user.roles.includes('tutor')) return <TutorDashboard />;
  return <Welcome user={user} />;
}

function Welcome({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const items = navFor(user.roles).filter((i) => i.href !== '/');
  return (
    <>
      <Title order={2} mb="xs">
        {t('dashboard.welcome', { name: user.name })}
      </Title>
      <Text c="dimmed" mb="md">
        {t('dashboard.signedInAs', {
          email: user.email,
          roles: user.roles.map((r) => t(`role.${r}`)).join(', '),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {items.map((item) => (
          <Card key={item.href} component="a" href={`/backoffice${item.href}`} padding="md">
            <Group gap="xs">
              <item.icon size={18} />
              <Text fw={600}>{t(`nav.${item.labelKey}`)}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
