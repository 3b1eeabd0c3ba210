import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const CouponsPage = lazyPage(() => import('./CouponsPage'), 'CouponsPage');

/** The admin's coupons: the list with the create and change form. */
export function couponRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="coupons" path="/admin/coupons">
      {admin(<CouponsPage />)}
    </Route>,
  ];
}
