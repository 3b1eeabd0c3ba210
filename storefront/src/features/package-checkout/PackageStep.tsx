import type { CheckoutPackage } from '@mahir/shared';
import { canSelectPackage } from '@mahir/shared/rules/package-selection';
import { LoadingState, useSession } from '@mahir/ui';
import { Container, Grid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RedirectTo } from '../../lib/RedirectTo';
import { NoPackageNotice, StudentOnlyNotice } from './NoPackageNotice';
import { PackageSummaryCard } from './PackageSummaryCard';
import { usePackageSummary } from './usePackageSummary';

/**
 * What every package checkout step checks first (spec 000 §2): no package in the cart, or a logged-in user
 * who may not buy one, gets its notice; with `loginRequired` a visitor goes back to the account step. Then
 * the step itself, given the package.
 */
export function PackageStep({
  loginRequired = false,
  children,
}: {
  loginRequired?: boolean;
  children: (step: { pkg: CheckoutPackage; held: boolean; loggedIn: boolean }) => ReactNode;
}) {
  const session = useSession();
  const summary = usePackageSummary();
  if (session.isLoading || summary.isPending) return <LoadingState />;
  if (summary.isError || !summary.data.package) return <NoPackageNotice />;
  if (!session.user && loginRequired) return <RedirectTo to="/subscription/checkout" />;
  if (session.user && !canSelectPackage(session.user.roles)) return <StudentOnlyNotice />;
  return (
    <>{children({ pkg: summary.data.package, held: summary.data.held, loggedIn: session.user !== null })}</>
  );
}

/** A package step's page: its title, then the step's form beside the package's summary. */
export function PackageStepLayout({
  title,
  pkg,
  children,
  after,
}: {
  title: string;
  pkg: CheckoutPackage;
  children: ReactNode;
  /** Rendered after the columns, outside the form (the school picker). */
  after?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {title}
      </Title>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PackageSummaryCard pkg={pkg} />
        </Grid.Col>
      </Grid>
      {after}
    </Container>
  );
}
