import { type FeedbackItem as Feedback, initials } from '@mahir/shared';
import { StarRating } from '@mahir/ui';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One review: avatar, name, stars, readable time and content; the owner's carries an Edit button. */
export function FeedbackItem({
  feedback,
  own,
  editDisabled,
  onEdit,
  editor,
}: {
  feedback: Feedback;
  own: boolean;
  editDisabled: boolean;
  onEdit: () => void;
  /** The edit form, shown in place of the content while editing. */
  editor?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={feedback.avatar} alt={feedback.fname} radius="xl" color="mahir">
              {initials(feedback.fname)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {feedback.fname}
              </Text>
              <Group gap="xs">
                <StarRating value={feedback.rate} size={12} />
                <Text size="xs" c="dimmed">
                  {feedback.created_readable}
                </Text>
              </Group>
            </Stack>
          </Group>
          {own && !editor && (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              disabled={editDisabled}
              aria-label={t('feedback.editLabel')}
            >
              {t('feedback.edit')}
            </Button>
          )}
        </Group>
        {editor ?? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {feedback.content}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
