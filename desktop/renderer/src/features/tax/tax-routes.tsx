import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const TaxCodesPage = lazyPage(() => import('./TaxCodesPage'), 'TaxCodesPage');
const TaxReportPage = lazyPage(() => import('./TaxReportPage'), 'TaxReportPage');

/** The admin's tax screens: codes per product type and the monthly report. */
export function taxRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="tax-codes" path="/admin/tax/codes">
      {admin(<TaxCodesPage />)}
    </Route>,
    <Route key="tax-report" path="/admin/tax/report">
      {admin(<TaxReportPage />)}
    </Route>,
  ];
}
