import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const CancellationApprovalsPage = lazyPage(
  () => import('./CancellationApprovalsPage'),
  'CancellationApprovalsPage',
);
const DeletionRequestsPage = lazyPage(() => import('./DeletionRequestsPage'), 'DeletionRequestsPage');
const ResellerApprovalsPage = lazyPage(() => import('./ResellerApprovalsPage'), 'ResellerApprovalsPage');

/** The admin approval pages: reseller registrations, subscription cancellations and account deletions. */
export function approvalRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="ra" path="/admin/reseller/registrations">
      {admin(<ResellerApprovalsPage />)}
    </Route>,
    <Route key="ca" path="/admin/subscription/cancellations">
      {admin(<CancellationApprovalsPage />)}
    </Route>,
    <Route key="dr" path="/admin/privacy/deletion-requests">
      {admin(<DeletionRequestsPage />)}
    </Route>,
  ];
}
