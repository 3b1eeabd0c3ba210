import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const OrderSearchPage = lazyPage(() => import('./OrderSearchPage'), 'OrderSearchPage');
const OrderViewPage = lazyPage(() => import('./OrderViewPage'), 'OrderViewPage');

/** The admin's orders: the search and one order (issue 21). */
export function orderRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="orders" path="/admin/orders">
      {admin(<OrderSearchPage />)}
    </Route>,
    <Route key="order" path="/admin/orders/:reference">
      {(p) => admin(<OrderViewPage key={p.reference} reference={decodeURIComponent(p.reference)} />)}
    </Route>,
  ];
}
