import type { Role } from '@mahir/shared';
import { LoadingState } from '@mahir/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route } from 'wouter';

// recharts and the report pages load only when a commission screen opens.
const ResellerCommissionsPage = lazy(async () => ({
  default: (await import('./reseller/ResellerCommissionsPage')).ResellerCommissionsPage,
}));
const ResellerSettingsPage = lazy(async () => ({
  default: (await import('./reseller/ResellerSettingsPage')).ResellerSettingsPage,
}));
const SubResellerDashboardPage = lazy(async () => ({
  default: (await import('./subreseller/SubResellerDashboardPage')).SubResellerDashboardPage,
}));
const SubResellerSettingsPage = lazy(async () => ({
  default: (await import('./subreseller/SubResellerSettingsPage')).SubResellerSettingsPage,
}));
const SubResellerStatementPage = lazy(async () => ({
  default: (await import('./subreseller/SubResellerStatementPage')).SubResellerStatementPage,
}));
const AdminCommissionPaymentPage = lazy(async () => ({
  default: (await import('./commissions/AdminCommissionPaymentPage')).AdminCommissionPaymentPage,
}));
const AdminAffiliatePaymentPage = lazy(async () => ({
  default: (await import('./commissions/AdminAffiliatePaymentPage')).AdminAffiliatePaymentPage,
}));
const AdminUserCommissionsPage = lazy(async () => ({
  default: (await import('./commissions/AdminUserCommissionsPage')).AdminUserCommissionsPage,
}));

type Only = (needs: Role, node: ReactNode) => ReactNode;

function period(p: { month?: string; year?: string }) {
  const month = Number(p.month);
  const year = Number(p.year);
  return month >= 1 && month <= 12 && year >= 2001 ? { month, year } : undefined;
}

/** Reseller, sub-reseller and admin commission pages; `only` refuses users without the role. */
export function commissionRoutes(only: Only): ReactNode[] {
  const page = (needs: Role, node: ReactNode) =>
    only(needs, <Suspense fallback={<LoadingState />}>{node}</Suspense>);
  return [
    <Route key="rc" path="/reseller/commissions">
      {page('reseller', <ResellerCommissionsPage />)}
    </Route>,
    <Route key="rcs" path="/reseller/statement/:month/:year">
      {(p) => page('reseller', <ResellerCommissionsPage key={`${p.month}-${p.year}`} initial={period(p)} />)}
    </Route>,
    <Route key="rs" path="/reseller/settings">
      {page('reseller', <ResellerSettingsPage />)}
    </Route>,
    <Route key="sd" path="/subreseller/dashboard">
      {page('subreseller', <SubResellerDashboardPage />)}
    </Route>,
    <Route key="ss" path="/subreseller/settings">
      {page('subreseller', <SubResellerSettingsPage />)}
    </Route>,
    <Route key="st" path="/subreseller/statement">
      {page('subreseller', <SubResellerStatementPage />)}
    </Route>,
    <Route key="stm" path="/subreseller/statement/:month/:year">
      {(p) =>
        page('subreseller', <SubResellerStatementPage key={`${p.month}-${p.year}`} initial={period(p)} />)
      }
    </Route>,
    <Route key="ac" path="/admin/reseller/commissions">
      {page('admin', <AdminCommissionPaymentPage />)}
    </Route>,
    <Route key="aac" path="/admin/affiliate/commissions">
      {page('admin', <AdminAffiliatePaymentPage />)}
    </Route>,
    <Route key="acu" path="/admin/reseller/commission/user/:id">
      {(p) => page('admin', <AdminUserCommissionsPage key={p.id} userId={Number(p.id)} />)}
    </Route>,
  ];
}
