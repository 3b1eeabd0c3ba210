import type { AuthUser, Role } from '@mahir/shared';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { adminContentRoutes } from './features/admin-content/admin-content-routes';
import { approvalRoutes } from './features/approvals/approval-routes';
import { commissionRoutes } from './features/commission-routes';
import { couponRoutes } from './features/coupons/coupon-routes';
import { mailRoutes } from './features/mail/mail-routes';
import { orderRoutes } from './features/orders/order-routes';
import { schoolCalendarRoutes } from './features/school-calendar/school-calendar-routes';
import { taxRoutes } from './features/tax/tax-routes';
import { lazyPage } from './lib/lazy-page';

const AssetCreatePage = lazyPage(() => import('./features/assets/AssetPages'), 'AssetCreatePage');
const AssetEditPage = lazyPage(() => import('./features/assets/AssetPages'), 'AssetEditPage');
const AssetListPage = lazyPage(() => import('./features/assets/AssetPages'), 'AssetListPage');
const CourseCreatePage = lazyPage(() => import('./features/courses/CourseEditPage'), 'CourseCreatePage');
const CourseEditPage = lazyPage(() => import('./features/courses/CourseEditPage'), 'CourseEditPage');
const CourseListPage = lazyPage(() => import('./features/courses/CourseListPage'), 'CourseListPage');
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const EInvoicesPage = lazyPage(() => import('./features/einvoices/EInvoicesPage'), 'EInvoicesPage');
const GroupStatisticsPage = lazyPage(
  () => import('./features/organization-statistics/GroupStatisticsPage'),
  'GroupStatisticsPage',
);
const QuizCreatePage = lazyPage(() => import('./features/quizzes/QuizFormPage'), 'QuizCreatePage');
const QuizEditPage = lazyPage(() => import('./features/quizzes/QuizFormPage'), 'QuizEditPage');
const AdminAssetListPage = lazyPage(
  () => import('./features/review/AdminAssetViewPage'),
  'AdminAssetListPage',
);
const AdminAssetViewPage = lazyPage(
  () => import('./features/review/AdminAssetViewPage'),
  'AdminAssetViewPage',
);
const AdminCourseListPage = lazyPage(
  () => import('./features/review/AdminCourseViewPage'),
  'AdminCourseListPage',
);
const AdminCourseViewPage = lazyPage(
  () => import('./features/review/AdminCourseViewPage'),
  'AdminCourseViewPage',
);
const SecurityPage = lazyPage(() => import('./features/security/SecurityPage'), 'SecurityPage');

function Only({ user, needs, children }: { user: AuthUser; needs: Role; children: ReactNode }) {
  const { t } = useTranslation();
  if (!user.roles.includes(needs)) return <Text>{t('shell.notAllowed')}</Text>;
  return children;
}

/** Every back-office page by path (under /backoffice). */
export function BackofficeRoutes({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const tutor = (node: ReactNode) => (
    <Only user={user} needs="tutor">
      {node}
    </Only>
  );
  const admin = (node: ReactNode) => (
    <Only user={user} needs="admin">
      {node}
    </Only>
  );
  return (
    <Switch>
      <Route path="/">
        <DashboardPage user={user} />
      </Route>
      <Route path="/tutor/digital-assets">{tutor(<AssetListPage />)}</Route>
      <Route path="/tutor/digital-assets/create">{tutor(<AssetCreatePage />)}</Route>
      <Route path="/tutor/digital-assets/:hashslug/edit">
        {(p) => tutor(<AssetEditPage key={p.hashslug} hashslug={p.hashslug} />)}
      </Route>
      <Route path="/tutor/courses">{tutor(<CourseListPage />)}</Route>
      <Route path="/tutor/courses/create">{tutor(<CourseCreatePage />)}</Route>
      <Route path="/tutor/courses/:hashslug/edit">
        {(p) => tutor(<CourseEditPage key={p.hashslug} hashslug={p.hashslug} />)}
      </Route>
      <Route path="/tutor/courses/:hashslug/quiz/create">
        {(p) => tutor(<QuizCreatePage hashslug={p.hashslug} />)}
      </Route>
      <Route path="/tutor/courses/:hashslug/quiz/:id/edit">
        {(p) => tutor(<QuizEditPage hashslug={p.hashslug} id={Number(p.id)} />)}
      </Route>
      <Route path="/admin/digital-assets">{admin(<AdminAssetListPage />)}</Route>
      <Route path="/admin/digital-assets/:hashslug">
        {(p) => admin(<AdminAssetViewPage key={p.hashslug} hashslug={p.hashslug} />)}
      </Route>
      <Route path="/admin/courses">{admin(<AdminCourseListPage />)}</Route>
      <Route path="/admin/courses/:hashslug">
        {(p) => admin(<AdminCourseViewPage key={p.hashslug} hashslug={p.hashslug} />)}
      </Route>
      {adminContentRoutes(admin)}
      {commissionRoutes((needs, node) => (
        <Only user={user} needs={needs}>
          {node}
        </Only>
      ))}
      <Route path="/admin/organization/statistics">
        {/* Keyed: the two variants are two screens, never one screen whose state carries over. */}
        {admin(<GroupStatisticsPage key="organization" variant="organization" />)}
      </Route>
      <Route path="/admin/pm4biz/statistics">
        {admin(<GroupStatisticsPage key="company" variant="company" />)}
      </Route>
      {approvalRoutes(admin)}
      <Route path="/admin/e-invoices">{admin(<EInvoicesPage />)}</Route>
      <Route path="/account/security">
        <SecurityPage user={user} />
      </Route>
      {mailRoutes(admin)}
      {orderRoutes(admin)}
      {taxRoutes(admin)}
      {schoolCalendarRoutes(admin)}
      {couponRoutes(admin)}
      <Route>
        <Text>{t('shell.notFound')}</Text>
      </Route>
    </Switch>
  );
}
