import { HR_TEXT, MSG } from '@mahir/shared';
import { EmptyState, ErrorState, LoadingState } from '@mahir/storefront/ui';
import { Button, Checkbox, Group, Modal, ScrollArea, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type GroupCalls, groupKeys } from './group-calls';

/** 'Add User': unlisted members of the group by name, select-all and per-row checkboxes. */
export function GroupAddUsersModal({
  calls,
  groupId,
  opened,
  onClose,
  onAdded,
}: {
  calls: GroupCalls;
  groupId: number;
  opened: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [checked, setChecked] = useState<number[]>([]);
  const query = useQuery({
    queryKey: groupKeys.unlisted(calls.variant, groupId, debounced),
    queryFn: () => calls.unlisted(groupId, debounced),
    enabled: opened,
  });
  const close = () => {
    setChecked([]);
    setKeyword('');
    onClose();
  };
  const add = useMutation({
    mutationFn: (ids: number[]) => calls.addUsers(groupId, ids),
    onSuccess: (message) => {
      onAdded(message ?? MSG.hrUsersAdded);
      close();
    },
    // Spec 002 §8: most failed calls are only logged.
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
      title={MSG.addUser}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <TextInput
        label={HR_TEXT.searchName}
        placeholder={HR_TEXT.searchName}
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
        <EmptyState message={MSG.noRecord} />
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <Table verticalSpacing="xs" highlightOnHover aria-label="Unlisted users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all"
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={toggleAll}
                  />
                </Table.Th>
                <Table.Th>{HR_TEXT.columns.name}</Table.Th>
                <Table.Th>{HR_TEXT.columns.email}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${u.name}`}
                      checked={checked.includes(u.id)}
                      onChange={() => toggle(u.id)}
                    />
                  </Table.Td>
                  <Table.Td>{u.name}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {HR_TEXT.cancel}
        </Button>
        <Button disabled={checked.length === 0} loading={add.isPending} onClick={() => add.mutate(checked)}>
          {HR_TEXT.add}
        </Button>
      </Group>
    </Modal>
  );
}
