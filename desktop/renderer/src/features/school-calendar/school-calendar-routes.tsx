import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const SchoolCalendarPage = lazyPage(() => import('./SchoolCalendarPage'), 'SchoolCalendarPage');

/** The admin's school calendar per year (issue 23). */
export function schoolCalendarRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="school-calendar" path="/admin/school-calendar">
      {admin(<SchoolCalendarPage />)}
    </Route>,
  ];
}
