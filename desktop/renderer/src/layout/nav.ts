import type { Role } from '@mahir/shared';
import { type Icon, IconLayoutDashboard } from '@tabler/icons-react';

export interface NavItem {
  href: string;
  label: string;
  icon: Icon;
  roles: readonly Role[];
}

/** Sidebar entries by role; each area adds its screens here. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    href: '/',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    roles: ['admin', 'tutor', 'reseller', 'subreseller'],
  },
];

/** The entries a user with these roles sees. */
export function navFor(roles: readonly Role[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.some((r) => roles.includes(r)));
}
