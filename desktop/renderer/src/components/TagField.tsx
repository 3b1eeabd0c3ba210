import { joinTags, parseTags } from '@mahir/shared/rules/authoring-form';
import { TagsInput } from '@mantine/core';

/** Tags typed and confirmed with Enter (or a comma); blanks and repeats are dropped by the shared rule. */
export function TagField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <TagsInput
      label="Tags"
      description="Type a tag and press Enter"
      required
      value={value}
      disabled={disabled}
      error={error}
      splitChars={[',']}
      onChange={(tags) => onChange(parseTags(joinTags(tags)))}
    />
  );
}
