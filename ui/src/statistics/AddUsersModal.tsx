import type { HrUnlistedUser } from '@mahir/shared';
import { Button, Checkbox, Group, Modal, ScrollArea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../DataTable';
import { useUiLanguage } from '../language';
import { EmptyState, ErrorState, LoadingState } from '../StateViews';

/**
 * Where the modal finds the members not yet listed and adds them: the HR user's company (storefront), or an
 * organization or business-plan company an admin chose (back office).
 */
export interface UnlistedUsersSource {
  /** The cache key of the list for a keyword, under the key the screen refreshes after a change. */
  queryKey(keyword: string): readonly unknown[];
  load(keyword: string): Promise<HrUnlistedUser[]>;
  /** Adds the users; resolves to the server's message. */
  add(ids: number[]): Promise<string | undefined>;
}

/** The 'Add User' modal of the statistics screens: unlisted members by name, select-all and per-row boxes. */
export function AddUsersModal({
  source,
  opened,
  onClose,
  onAdded,
}: {
  source: UnlistedUsersSource;
  opened: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const { t } = useUiLanguage();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [checked, setChecked] = useState<number[]>([]);
  const query = useQuery({
    queryKey: source.queryKey(debounced),
    queryFn: () => source.load(debounced),
    enabled: opened,
  });
  const close = () => {
    setChecked([]);
    setKeyword('');
    onClose();
  };
  const add = useMutation({
    mutationFn: (ids: number[]) => source.add(ids),
    onSuccess: (message) => {
      onAdded(message ?? t('statistics.usersAdded'));
      close();
    },
    // Specs 001 and 002 §8: statistics failures go to the console only.
    onError: (err) => console.error('statistic/add_user failed', err),
  });

  const users = query.data ?? [];
  const visible = users.map((u) => u.id);
  const allChecked = visible.length > 0 && visible.every((id) => checked.includes(id));
  const someChecked = visible.some((id) => checked.includes(id));
  const toggle = (id: number) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const toggleAll = () =>
    setChecked((c) =>
      allChecked ? c.filter((id) => !visible.includes(id)) : [...new Set([...c, ...visible])],
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('statistics.addUser')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('statistics.close') }}
    >
      <TextInput
        label={t('statistics.searchName')}
        placeholder={t('statistics.searchName')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        mb="md"
        data-autofocus
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState />
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <DataTable
            verticalSpacing="xs"
            highlightOnHover
            aria-label={t('statistics.unlisted')}
            rows={users}
            rowKey={(u) => u.id}
            columns={[
              {
                key: 'select',
                header: (
                  <Checkbox
                    aria-label={t('statistics.selectAll')}
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={toggleAll}
                  />
                ),
                th: { w: 40 },
                cell: (u) => (
                  <Checkbox
                    aria-label={t('statistics.selectUser', { name: u.name })}
                    checked={checked.includes(u.id)}
                    onChange={() => toggle(u.id)}
                  />
                ),
              },
              { header: t('statistics.name'), cell: (u) => u.name },
              { header: t('statistics.email'), cell: (u) => u.email },
            ]}
          />
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('statistics.cancel')}
        </Button>
        <Button disabled={checked.length === 0} loading={add.isPending} onClick={() => add.mutate(checked)}>
          {t('statistics.add')}
        </Button>
      </Group>
    </Modal>
  );
}
