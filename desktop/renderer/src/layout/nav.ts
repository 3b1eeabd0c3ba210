import { BACKOFFICE_ROLES, type Role } from '@mahir/shared';
import {
  type Icon,
  IconBooks,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCalendar,
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
import type spec from '../i18n/spec.json';

/** The sidebar's texts, by key of the `nav` section of the back office's catalogues. */
export type NavLabelKey = keyof typeof spec.nav;

export interface NavItem {
  href: string;
  /** `nav.<key>` in the catalogues: the label is `t(`nav.${labelKey}`)`. */
  labelKey: NavLabelKey;
  icon: Icon;
  roles: readonly Role[];
  /** A count shown beside the link: 'cancellations' is the number of new cancellation requests. */
  badge?: 'cancellations';
}

/** Sidebar entries by role; each area adds its screens here. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    href: '/',
    labelKey: 'dashboard',
    icon: IconLayoutDashboard,
    roles: BACKOFFICE_ROLES,
  },
  { href: '/tutor/digital-assets', labelKey: 'digitalAssets', icon: IconBooks, roles: ['tutor'] },
  { href: '/tutor/courses', labelKey: 'videoCourses', icon: IconVideo, roles: ['tutor'] },
  { href: '/admin/digital-assets', labelKey: 'reviewDigitalAssets', icon: IconChecklist, roles: ['admin'] },
  { href: '/admin/courses', labelKey: 'reviewCourses', icon: IconChecklist, roles: ['admin'] },
  { href: '/admin/packages', labelKey: 'packages', icon: IconPackage, roles: ['admin'] },
  { href: '/admin/merchandise', labelKey: 'merchandise', icon: IconShirt, roles: ['admin'] },
  { href: '/admin/banners', labelKey: 'banners', icon: IconPhoto, roles: ['admin'] },
  { href: '/admin/sponsorships', labelKey: 'sponsorships', icon: IconUsersGroup, roles: ['admin'] },
  { href: '/admin/setting/price', labelKey: 'priceList', icon: IconCash, roles: ['admin'] },
  { href: '/admin/events', labelKey: 'events', icon: IconCalendarEvent, roles: ['admin'] },
  { href: '/admin/reseller/commissions', labelKey: 'commissionPayment', icon: IconCoin, roles: ['admin'] },
  { href: '/admin/affiliate/commissions', labelKey: 'affiliatePayment', icon: IconCoin, roles: ['admin'] },
  { href: '/reseller/commissions', labelKey: 'myCommissions', icon: IconCoin, roles: ['reseller'] },
  { href: '/reseller/settings', labelKey: 'resellerSettings', icon: IconSettings, roles: ['reseller'] },
  { href: '/subreseller/dashboard', labelKey: 'myCommissions', icon: IconCoin, roles: ['subreseller'] },
  {
    href: '/subreseller/statement',
    labelKey: 'statementReport',
    icon: IconFileInvoice,
    roles: ['subreseller'],
  },
  { href: '/subreseller/settings', labelKey: 'settings', icon: IconSettings, roles: ['subreseller'] },
  {
    href: '/admin/organization/statistics',
    labelKey: 'organizationStatistics',
    icon: IconBuildingCommunity,
    roles: ['admin'],
  },
  {
    href: '/admin/pm4biz/statistics',
    labelKey: 'companyStatistics',
    icon: IconBuildingSkyscraper,
    roles: ['admin'],
  },
  {
    href: '/admin/reseller/registrations',
    labelKey: 'resellerRegistrations',
    icon: IconUserCheck,
    roles: ['admin'],
  },
  {
    href: '/admin/subscription/cancellations',
    labelKey: 'subscriptionCancellation',
    icon: IconCalendarX,
    roles: ['admin'],
    badge: 'cancellations',
  },
  {
    href: '/admin/privacy/deletion-requests',
    labelKey: 'accountDeletionRequests',
    icon: IconUserX,
    roles: ['admin'],
  },
  {
    href: '/account/security',
    labelKey: 'accountSecurity',
    icon: IconShieldLock,
    roles: BACKOFFICE_ROLES,
  },
  { href: '/admin/orders', labelKey: 'orders', icon: IconReceipt, roles: ['admin'] },
  { href: '/admin/mails', labelKey: 'outgoingMail', icon: IconMail, roles: ['admin'] },
  { href: '/admin/e-invoices', labelKey: 'eInvoices', icon: IconFileInvoice, roles: ['admin'] },
  { href: '/admin/coupons', labelKey: 'coupons', icon: IconTicket, roles: ['admin'] },
  { href: '/admin/tax/codes', labelKey: 'taxCodes', icon: IconReceiptTax, roles: ['admin'] },
  { href: '/admin/tax/report', labelKey: 'taxReport', icon: IconReportMoney, roles: ['admin'] },
  { href: '/admin/school-calendar', labelKey: 'schoolCalendar', icon: IconCalendar, roles: ['admin'] },
];

/** The entries a user with these roles sees. */
export function navFor(roles: readonly Role[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.some((r) => roles.includes(r)));
}
