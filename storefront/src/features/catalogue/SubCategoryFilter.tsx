import { ALL_FILTER, CATALOGUE_TEXT, type SubCategoryFilter as Filter } from '@mahir/shared';
import { Chip, Group } from '@mantine/core';

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
  const chips = filters.some((f) => f.slug === ALL_FILTER)
    ? filters
    : [{ slug: ALL_FILTER, name: CATALOGUE_TEXT.allFilter }, ...filters];
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label={CATALOGUE_TEXT.filterLabel}>
        {chips.map((f) => (
          <Chip key={f.slug} value={f.slug} variant="outline" radius="xl">
            {f.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
