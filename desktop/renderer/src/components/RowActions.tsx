import { canRemoveRow } from '@mahir/shared/rules/authoring-form';
import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The remove button of a repeated row: shown only when more than one such row exists. */
export function RemoveRowButton({
  count,
  label,
  onRemove,
  disabled,
}: {
  count: number;
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  if (!canRemoveRow(count)) return null;
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove} disabled={disabled}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** The red trash button of a table row; `label` names the row ('Delete Week 1'). */
export function DeleteRowButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onDelete}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
