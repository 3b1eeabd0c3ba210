import { useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Anchor, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const KEY = 'mahir.package.child';

/** The child a parent's package purchase is for, kept between the account and billing steps (issue 20). */
export function chosenChild(): string | null {
  return typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY);
}

export function rememberChild(id: string | null): void {
  if (id) window.sessionStorage.setItem(KEY, id);
  else window.sessionStorage.removeItem(KEY);
}

/** A parent chooses which child the package is for; their details fill the form below. */
export function ChildPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const children = useApiQuery(routes.family.children, {});
  const options = (children.data?.children ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (children.data && options.length === 0)
    return (
      <Alert role="status">
        {t('packageCheckout.addChildFirst')}{' '}
        <Anchor component={Link} href="/family">
          /family
        </Anchor>
      </Alert>
    );
  return (
    <Select
      label={t('packageCheckout.forWhom')}
      placeholder={t('packageCheckout.chooseChild')}
      required
      data={options}
      value={value}
      onChange={(id) => {
        rememberChild(id);
        onChange(id);
      }}
      error={error}
    />
  );
}
