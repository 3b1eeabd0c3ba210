import { type AuthUser, BACKOFFICE_ROLES, hasAnyRole, initials } from '@mahir/shared';
import { useLogout } from '@mahir/ui/api-context';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconHeart,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconSchool,
  IconShare,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';

/** The account menu of a logged-in user (loaded only once someone is logged in). */
export function AccountMenu({ user }: { user: AuthUser }) {
  const [, navigate] = useLocation();
  const logout = useLogout(() => navigate('/'));

  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Akaun ${user.name}`} data-testid="account-menu">
          <Avatar src={user.avatar} alt="" color="mahir" radius="xl" size={36}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item component={Link} href="/my/courses" leftSection={<IconSchool size={16} />}>
          Kursus Saya
        </Menu.Item>
        <Menu.Item component={Link} href="/orders" leftSection={<IconReceipt size={16} />}>
          My Orders
        </Menu.Item>
        {user.can_wishlist && (
          <Menu.Item component={Link} href="/wishlist" leftSection={<IconHeart size={16} />}>
            Wishlist
          </Menu.Item>
        )}
        <Menu.Item component={Link} href="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} href="/account/security" leftSection={<IconShieldLock size={16} />}>
          Keselamatan / Security
        </Menu.Item>
        <Menu.Item component={Link} href="/affiliate" leftSection={<IconShare size={16} />}>
          Affiliate
        </Menu.Item>
        {user.roles.includes('hr') && (
          <Menu.Item component={Link} href="/hr/statistics" leftSection={<IconChartBar size={16} />}>
            Login Statistics
          </Menu.Item>
        )}
        {hasAnyRole(user.roles, BACKOFFICE_ROLES) && (
          <Menu.Item component="a" href="/backoffice/" leftSection={<IconLayoutDashboard size={16} />}>
            Back Office
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate({})}
          disabled={logout.isPending}
        >
          Log Keluar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
