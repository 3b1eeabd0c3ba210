import type { DiscussionAnswer, DiscussionQuestion } from '@mahir/shared';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PostHeader } from './PostHeader';
import { ReplyBox } from './ReplyBox';

export interface ReplyControls {
  /** The answer whose reply box is open, or null. */
  openFor: number | null;
  submitting: boolean;
  error: string | null;
  open: (answerId: number) => void;
  cancel: () => void;
  submit: (answerId: number, comment: string, index2: number) => void;
}

function Comment({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

function AnswerItem({
  answer,
  position,
  tutorId,
  reply,
}: {
  answer: DiscussionAnswer;
  position: number;
  tutorId: number;
  reply: ReplyControls;
}) {
  const { t } = useTranslation();
  const open = reply.openFor === answer.id;
  return (
    <Box
      component="li"
      pl="md"
      style={{ borderLeft: '3px solid var(--mantine-color-mahir-2)', listStyle: 'none' }}
      aria-label={t('qna.answerBy', { name: answer.cname })}
    >
      <Stack gap={6}>
        <PostHeader
          name={answer.cname}
          avatar={answer.avatar}
          posted={answer.posted}
          isTutor={answer.user_id === tutorId}
          size={32}
        />
        <Comment text={answer.comment} />
        {answer.can_reply && !open && (
          <Box>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => reply.open(answer.id)}
              disabled={reply.openFor !== null}
            >
              {t('qna.reply')}
            </Button>
          </Box>
        )}
        {open && (
          <ReplyBox
            answerId={answer.id}
            submitting={reply.submitting}
            error={reply.error}
            onCancel={reply.cancel}
            onSubmit={(comment) => reply.submit(answer.id, comment, position)}
          />
        )}
        {answer.children.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0} mt={4}>
            {answer.children.map((child, i) => (
              <AnswerItem key={child.id} answer={child} position={i} tutorId={tutorId} reply={reply} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** A question with its answers and replies (up to three levels). */
export function DiscussionThread({
  question,
  tutorId,
  reply,
}: {
  question: DiscussionQuestion;
  tutorId: number;
  reply: ReplyControls;
}) {
  return (
    <Paper component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <PostHeader name={question.qname} avatar={question.avatar} posted={question.posted} />
        <Comment text={question.comment} />
        {question.children.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0}>
            {question.children.map((answer, i) => (
              <AnswerItem key={answer.id} answer={answer} position={i} tutorId={tutorId} reply={reply} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
