import { ALL_FILTER, KEYWORD_MAX } from '@mahir/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The keyword box of the catalogue: searches on Enter or with the Search button. It is also a plain GET form
 * (`?keyword=`, keeping the chosen sub-category), so a search typed before the page's script has started, or
 * without scripts, still lands on the right page.
 *
 * The box is uncontrolled: the page arrives rendered by the server and a visitor types into it while the
 * script loads. A controlled box would be set back to its state when the app took over, wiping those
 * keystrokes and any made during hydration; this one keeps whatever it shows, and is only set when the
 * keyword in the address changes (back/forward, a search).
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
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const shown = useRef(keyword);
  useEffect(() => {
    if (shown.current === keyword) return;
    shown.current = keyword;
    if (box.current) box.current.value = keyword;
  }, [keyword]);
  return (
    <search>
      <form
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = new FormData(e.currentTarget).get('keyword');
          onSearch(typeof typed === 'string' ? typed.trim() : '');
        }}
      >
        <Group gap="xs" wrap="nowrap" maw={620}>
          {subCategory !== ALL_FILTER && <input type="hidden" name="sub_category" value={subCategory} />}
          <TextInput
            name="keyword"
            aria-label={t('catalogue.searchLabel')}
            placeholder={t('catalogue.searchPlaceholder')}
            ref={box}
            defaultValue={keyword}
            maxLength={KEYWORD_MAX}
            leftSection={<IconSearch size={16} aria-hidden />}
            size="md"
            radius="md"
            style={{ flex: 1, minWidth: 0 }}
            type="search"
            enterKeyHint="search"
          />
          <Button type="submit" size="md" color="yellow" c="dark">
            {t('catalogue.searchButton')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
