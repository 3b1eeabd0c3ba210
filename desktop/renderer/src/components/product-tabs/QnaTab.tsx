import type { DiscussionNode } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState } from '@mahir/ui';
import { Button, Card, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Post } from './Post';

type Reply = (id: number, comment: string) => Promise<void>;

function ReplyForm({ id, onReply, onCancel }: { id: number; onReply: Reply; onCancel: () => void }) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="xs">
      <Textarea
        label={t('productTabs.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!comment.trim() || busy}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onReply(id, comment);
              onCancel();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('productTabs.submit')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('productTabs.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function Node({ node, depth, onReply }: { node: DiscussionNode; depth: number; onReply?: Reply }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Card withBorder ml={depth * 24} data-testid="discussion">
      <Post avatar={node.avatar} name={node.user.name} when={node.posted} text={node.comment} />
      {onReply && depth === 0 && node.reply && node.children.length === 0 && (
        <>
          <Button size="xs" variant="subtle" mt={4} onClick={() => setOpen((o) => !o)}>
            {t('productTabs.reply')}
          </Button>
          {open && <ReplyForm id={node.id} onReply={onReply} onCancel={() => setOpen(false)} />}
        </>
      )}
      {depth < 2 &&
        node.children.map((c) => <Node key={c.id} node={c} depth={depth + 1} onReply={onReply} />)}
    </Card>
  );
}

/** Question & Answer: threaded to three levels; Reply on top-level items with no replies, toggled per comment. */
export function QnaTab({ discussions, onReply }: { discussions: DiscussionNode[]; onReply?: Reply }) {
  if (discussions.length === 0) return <EmptyState />;
  return (
    <Stack gap="xs">
      {discussions.map((d) => (
        <Node key={d.id} node={d} depth={0} onReply={onReply} />
      ))}
    </Stack>
  );
}
