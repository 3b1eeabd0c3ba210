import type { PackageInfo } from '@mahir/shared';
import { isOverSelected, isSelectionCountValid } from '@mahir/shared/rules/package-selection';
import { useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** The checkbox list of a package's tutor courses and the Next button (spec 001 §2, §4, §5). */
export function PackageCourseForm({ pkg }: { pkg: PackageInfo }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<string[]>([]);
  const [clicked, setClicked] = useState(false);
  const max = pkg.total_mahir_tutor;
  const next = useApiMutation(routes.package.next, {
    onSuccess: ({ data }) => navigate(data.url),
    onError: (err) => {
      // Spec 001 §8: package failures go to the console only; the button comes back for a retry.
      console.error('package/next failed', err);
      setClicked(false);
    },
  });
  const tooMany = isOverSelected(selected.length, max);
  const canProceed = isSelectionCountValid(selected.length, max);

  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t('packages.heading')}
      </Title>
      <Text fw={600}>{t('packages.selectCount', { count: max })}</Text>
      <Checkbox.Group
        value={selected}
        onChange={setSelected}
        label={pkg.mahir_category.name}
        labelProps={{ fz: 'md', fw: 600, mb: 'xs' }}
      >
        <Stack gap="sm" mt="xs">
          {pkg.mahir_courses.map((c) => (
            <Checkbox key={c.id} value={String(c.id)} label={c.title} />
          ))}
        </Stack>
      </Checkbox.Group>
      {pkg.mahir_courses.length === 0 && <Text c="dimmed">{t('packages.noRecord')}</Text>}
      {tooMany && (
        <Alert color="red.9" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('packages.tooMany', { count: max })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          disabled={!canProceed || clicked}
          loading={next.isPending}
          onClick={() => {
            setClicked(true);
            next.mutate({ body: { hashslug: pkg.hashslug, mahir_course_id: selected.map(Number) } });
          }}
        >
          {t('packages.next')}
        </Button>
      </Group>
    </Stack>
  );
}
