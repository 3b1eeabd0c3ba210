import { ALL_FILTER, type SubCategoryFilter as Filter } from '@mahir/shared';
import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The filter row (spec 001 §2): on 'all' the list already starts with Semua; elsewhere a Semua chip comes first
 * so the user can clear the sub-category.
 */
export function SubCategoryFilter({
  filters,
  value,
  onChange,
}: {
  filters: readonly Filter[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const chips = filters.some((f) => f.slug === ALL_FILTER)
    ? filters
    : [{ slug: ALL_FILTER, name: t('catalogue.allFilter') }, ...filters];
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label={t('catalogue.filterLabel')}>
        {chips.map((f) => (
          <Chip key={f.slug} value={f.slug} variant="outline" radius="xl">
            {f.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
