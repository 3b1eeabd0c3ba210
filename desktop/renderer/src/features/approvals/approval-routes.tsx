import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { CancellationApprovalsPage } from './CancellationApprovalsPage';
import { ResellerApprovalsPage } from './ResellerApprovalsPage';

/** The admin approval pages: reseller registrations and subscription cancellations. */
export function approvalRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="ra" path="/admin/reseller/registrations">
      {admin(<ResellerApprovalsPage />)}
    </Route>,
    <Route key="ca" path="/admin/subscription/cancellations">
      {admin(<CancellationApprovalsPage />)}
    </Route>,
  ];
}
