import { type AuthUser, BACKOFFICE_ROLES, hasAnyRole, initials } from '@mahir/shared';
import { useLogout } from '@mahir/ui/api-context';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconDownload,
  IconHeart,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconSchool,
  IconShare,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';

/** The account menu of a logged-in user (loaded only once someone is logged in). */
export function AccountMenu({ user }: { user: AuthUser }) {
  const [, navigate] = useLocation();
  const logout = useLogout(() => navigate('/'));
  const { t } = useTranslation();

  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu', { name: user.name })} data-testid="account-menu">
          <Avatar src={user.avatar} alt="" color="mahir" radius="xl" size={36}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item component={Link} href="/my/courses" leftSection={<IconSchool size={16} />}>
          {t('account.courses')}
        </Menu.Item>
        <Menu.Item component={Link} href="/downloads" leftSection={<IconDownload size={16} />}>
          {t('account.downloads')}
        </Menu.Item>
        <Menu.Item component={Link} href="/orders" leftSection={<IconReceipt size={16} />}>
          {t('account.orders')}
        </Menu.Item>
        {user.can_wishlist && (
          <Menu.Item component={Link} href="/wishlist" leftSection={<IconHeart size={16} />}>
            {t('account.wishlist')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} href="/profile" leftSection={<IconUser size={16} />}>
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item component={Link} href="/account/security" leftSection={<IconShieldLock size={16} />}>
          {t('account.security')}
        </Menu.Item>
        <Menu.Item component={Link} href="/affiliate" leftSection={<IconShare size={16} />}>
          {t('account.affiliate')}
        </Menu.Item>
        {user.roles.includes('hr') && (
          <Menu.Item component={Link} href="/hr/statistics" leftSection={<IconChartBar size={16} />}>
            {t('account.loginStatistics')}
          </Menu.Item>
        )}
        {hasAnyRole(user.roles, BACKOFFICE_ROLES) && (
          <Menu.Item component="a" href="/backoffice/" leftSection={<IconLayoutDashboard size={16} />}>
            {t('account.backOffice')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate({})}
          disabled={logout.isPending}
        >
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
