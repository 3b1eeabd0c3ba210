import { ALL_FILTER, CATALOGUE_TEXT, KEYWORD_MAX } from '@mahir/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * The keyword box of the catalogue: searches on Enter or with the Search button. It is also a plain GET form
 * (`?keyword=`, keeping the chosen sub-category), so a search typed before the page's script has started, or
 * without scripts, still lands on the right page.
 */
export function CatalogueSearchForm({
  keyword,
  subCategory,
  onSearch,
}: {
  keyword: string;
  subCategory: string;
  onSearch: (k: string) => void;
}) {
  const [value, setValue] = useState(keyword);
  // Back/forward changes the keyword in the URL; the box follows it.
  useEffect(() => setValue(keyword), [keyword]);
  return (
    <search>
      <form
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          // What the box shows: text typed before the page hydrated is in the field, not yet in the state.
          const typed = new FormData(e.currentTarget).get('keyword');
          onSearch((typeof typed === 'string' ? typed : value).trim());
        }}
      >
        <Group gap="xs" wrap="nowrap" maw={620}>
          {subCategory !== ALL_FILTER && <input type="hidden" name="sub_category" value={subCategory} />}
          <TextInput
            name="keyword"
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
