import { joinTags, parseTags } from '@mahir/shared/rules/authoring-form';
import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('editor.tags')}
      description={t('editor.tagsHint')}
      required
      value={value}
      disabled={disabled}
      error={error}
      splitChars={[',']}
      onChange={(tags) => onChange(parseTags(joinTags(tags)))}
    />
  );
}
