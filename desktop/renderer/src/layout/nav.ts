import { BACKOFFICE_ROLES, type Role } from '@mahir/shared';
import {
  type Icon,
  IconBooks,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCalendarX,
  IconCash,
  IconChecklist,
  IconCoin,
  IconFileInvoice,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconPhoto,
  IconReceipt,
  IconReceiptTax,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconShirt,
  IconTicket,
  IconUserCheck,
  IconUsersGroup,
  IconUserX,
  IconVideo,
} from '@tabler/icons-react';

export interface NavItem {
  href: string;
  label: string;
  icon: Icon;
  roles: readonly Role[];
  /** A count shown beside the link: 'cancellations' is the number of new cancellation requests. */
  badge?: 'cancellations';
}

/** Sidebar entries by role; each area adds its screens here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Dashboard', icon: IconLayoutDashboard, roles: BACKOFFICE_ROLES },
  { href: '/tutor/digital-assets', label: 'Digital Assets', icon: IconBooks, roles: ['tutor'] },
  { href: '/tutor/courses', label: 'Video Courses', icon: IconVideo, roles: ['tutor'] },
  { href: '/admin/digital-assets', label: 'Review Digital Assets', icon: IconChecklist, roles: ['admin'] },
  { href: '/admin/courses', label: 'Review Courses', icon: IconChecklist, roles: ['admin'] },
  { href: '/admin/packages', label: 'Packages', icon: IconPackage, roles: ['admin'] },
  { href: '/admin/merchandise', label: 'Merchandise', icon: IconShirt, roles: ['admin'] },
  { href: '/admin/banners', label: 'Banners', icon: IconPhoto, roles: ['admin'] },
  { href: '/admin/sponsorships', label: 'Sponsorships', icon: IconUsersGroup, roles: ['admin'] },
  { href: '/admin/setting/price', label: 'Price List', icon: IconCash, roles: ['admin'] },
  { href: '/admin/events', label: 'Events', icon: IconCalendarEvent, roles: ['admin'] },
  { href: '/admin/reseller/commissions', label: 'Commission Payment', icon: IconCoin, roles: ['admin'] },
  { href: '/reseller/commissions', label: 'My Commissions', icon: IconCoin, roles: ['reseller'] },
  { href: '/reseller/settings', label: 'Reseller Settings', icon: IconSettings, roles: ['reseller'] },
  { href: '/subreseller/dashboard', label: 'My Commissions', icon: IconCoin, roles: ['subreseller'] },
  {
    href: '/subreseller/statement',
    label: 'Statement Report',
    icon: IconFileInvoice,
    roles: ['subreseller'],
  },
  { href: '/subreseller/settings', label: 'Settings', icon: IconSettings, roles: ['subreseller'] },
  {
    href: '/admin/organization/statistics',
    label: 'Organization Statistics',
    icon: IconBuildingCommunity,
    roles: ['admin'],
  },
  {
    href: '/admin/pm4biz/statistics',
    label: 'Company Statistics',
    icon: IconBuildingSkyscraper,
    roles: ['admin'],
  },
  {
    href: '/admin/reseller/registrations',
    label: 'Reseller Registrations',
    icon: IconUserCheck,
    roles: ['admin'],
  },
  {
    href: '/admin/subscription/cancellations',
    label: 'Subscription Cancellation',
    icon: IconCalendarX,
    roles: ['admin'],
    badge: 'cancellations',
  },
  {
    href: '/admin/privacy/deletion-requests',
    label: 'Account Deletion Requests',
    icon: IconUserX,
    roles: ['admin'],
  },
  { href: '/account/security', label: 'Account Security', icon: IconShieldLock, roles: BACKOFFICE_ROLES },
  { href: '/admin/orders', label: 'Orders', icon: IconReceipt, roles: ['admin'] },
  { href: '/admin/mails', label: 'Outgoing Mail', icon: IconMail, roles: ['admin'] },
  { href: '/admin/e-invoices', label: 'e-Invoices', icon: IconFileInvoice, roles: ['admin'] },
  { href: '/admin/coupons', label: 'Coupons', icon: IconTicket, roles: ['admin'] },
  { href: '/admin/tax/codes', label: 'Tax Codes', icon: IconReceiptTax, roles: ['admin'] },
  { href: '/admin/tax/report', label: 'Tax Report', icon: IconReportMoney, roles: ['admin'] },
];

/** The entries a user with these roles sees. */
export function navFor(roles: readonly Role[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.some((r) => roles.includes(r)));
}
