import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { lazyPage } from '../../lib/lazy-page';

const OutgoingMailPage = lazyPage(() => import('./OutgoingMailPage'), 'OutgoingMailPage');
const OutgoingMailViewPage = lazyPage(() => import('./OutgoingMailViewPage'), 'OutgoingMailViewPage');

/** The admin's outgoing mail: the list and one mail. */
export function mailRoutes(admin: (node: ReactNode) => ReactNode): ReactNode[] {
  return [
    <Route key="mails" path="/admin/mails">
      {admin(<OutgoingMailPage />)}
    </Route>,
    <Route key="mail" path="/admin/mails/:id">
      {(p) => admin(<OutgoingMailViewPage key={p.id} id={Number(p.id)} />)}
    </Route>,
  ];
}
