import { canSelectPackage } from '@mahir/shared/rules/package-selection';
import { LoadingState, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Card, Container, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { PageLoadError } from '../../components/PageLoadError';
import { PackageCourseForm } from './PackageCourseForm';

/** `/package/:hashslug`: choose the tutor courses of a subscription package (students and visitors). */
export function PackageSelectionPage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const session = useSession();
  const query = useApiQuery(routes.package.show, { body: { hashslug } }, { retry: false });
  const name = query.data?.package.name;

  useEffect(() => {
    if (query.isError) console.error('package/hashslug failed', query.error);
  }, [query.isError, query.error]);
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name}${t('packages.titleSuffix')} | Mahir`;
    return () => {
      document.title = previous;
    };
  }, [name, t]);

  if (session.isLoading || query.isPending) return <LoadingState />;
  if (query.isError) return <PageLoadError error={query.error} onRetry={() => query.refetch()} />;

  const pkg = query.data.package;
  const allowed = canSelectPackage(session.user ? session.user.roles : null);
  return (
    <Container size="md" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg" ta="center">
        {pkg.name}
        {t('packages.titleSuffix')}
      </Title>
      <Card padding="xl">
        {allowed ? (
          <PackageCourseForm pkg={pkg} />
        ) : (
          <Alert color="red.9" role="alert">
            {t('packages.studentOnly')}
          </Alert>
        )}
      </Card>
    </Container>
  );
}
