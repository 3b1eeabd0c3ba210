import { CATALOGUE_TEXT, KEYWORD_MAX } from '@mahir/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** The keyword box of the catalogue: searches on Enter or with the Search button. */
export function CatalogueSearchForm({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (k: string) => void;
}) {
  const [value, setValue] = useState(keyword);
  // Back/forward changes the keyword in the URL; the box follows it.
  useEffect(() => setValue(keyword), [keyword]);
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(value.trim());
        }}
      >
        <Group gap="xs" wrap="nowrap" maw={620}>
          <TextInput
            aria-label={CATALOGUE_TEXT.searchLabel}
            placeholder={CATALOGUE_TEXT.searchPlaceholder}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={KEYWORD_MAX}
            leftSection={<IconSearch size={16} aria-hidden />}
            size="md"
            radius="md"
            style={{ flex: 1, minWidth: 0 }}
            type="search"
            enterKeyHint="search"
          />
          <Button type="submit" size="md" color="yellow" c="dark">
            {CATALOGUE_TEXT.searchButton}
          </Button>
        </Group>
      </form>
    </search>
  );
}
