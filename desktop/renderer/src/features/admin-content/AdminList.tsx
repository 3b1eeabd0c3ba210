import { ErrorState, LoadingState } from '@mahir/ui';
import { ListTable, type ListTableProps } from '@mahir/ui/ListTable';
import { Anchor, Badge, Button, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';

/** An admin content list: the title with 'Add New', then the searchable, paged table. */
export function AdminList<T>({
  title,
  createHref,
  ...table
}: { title: string; createHref: string } & ListTableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title}>
        <Button component={Link} href={createHref}>
          {t('admin.addNew')}
        </Button>
      </PageHeader>
      <ListTable {...table} />
    </>
  );
}

/** The name of a record as the link to its edit page. */
export function EditLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor component={Link} href={href}>
      {children}
    </Anchor>
  );
}

/** ACTIVE or INACTIVE, as every admin list shows a record's status. */
export function ActiveBadge({ active }: { active: boolean | number }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'mahir.8' : 'gray.7'}>
      {active ? t('admin.activeCaps') : t('admin.inactiveCaps')}
    </Badge>
  );
}

/** The Status select of an admin form: ACTIVE is '1'; INACTIVE is '0', or '2' for banners and merchandise. */
export function ActiveStatusSelect({
  inactive,
  input,
}: {
  inactive: '0' | '2';
  input: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('admin.status')}
      data={[
        { value: '1', label: t('admin.activeCaps') },
        { value: inactive, label: t('admin.inactiveCaps') },
      ]}
      allowDeselect={false}
      {...input}
    />
  );
}

/** An admin edit page: its title, then the form once the record has loaded (or why it did not). */
export function AdminEditPage<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: { isError: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      {query.isError ? (
        <ErrorState error={query.error} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <LoadingState />
      )}
    </>
  );
}
