import { describe, expect, it } from 'vitest';
import { buildDiscussionTree, canReplyToAnswer, type DiscussionNode } from './discussion-tree';

interface Row {
  id: number;
  parent_id: number | null;
  created_at: string;
  comment: string;
}

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const row = (id: number, parent_id: number | null, day: number): Row => ({
  id,
  parent_id,
  created_at: at(day),
  comment: `c${id}`,
});

/** A compact picture of a tree: `id[children]`. */
function shape(nodes: DiscussionNode<Row>[]): string {
  return nodes.map((n) => (n.children.length ? `${n.id}[${shape(n.children)}]` : `${n.id}`)).join(',');
}

describe('buildDiscussionTree', () => {
  it('puts questions newest first and answers and replies oldest first, whatever the row order', () => {
    const rows = [row(5, 2, 6), row(1, null, 1), row(3, 1, 3), row(2, null, 2), row(4, 1, 2), row(6, 3, 4)];
    const tree = buildDiscussionTree(rows);
    expect(shape(tree)).toBe('2[5],1[4,3[6]]');
    expect(tree[1]?.depth).toBe(1);
    expect(tree[1]?.children[1]?.depth).toBe(2);
    expect(tree[1]?.children[1]?.children[0]?.depth).toBe(3);
    expect(tree[1]?.children[1]?.children[0]?.comment).toBe('c6');
  });

  it('keeps rows deeper than three levels visible beside the third level', () => {
    const rows = [row(1, null, 1), row(2, 1, 2), row(3, 2, 3), row(4, 3, 4), row(5, 4, 5)];
    const tree = buildDiscussionTree(rows);
    expect(shape(tree)).toBe('1[2[3,4,5]]');
    expect(tree[0]?.children[0]?.children.map((c) => c.depth)).toEqual([3, 3, 3]);
  });

  it('honours a smaller depth limit', () => {
    const rows = [row(1, null, 1), row(2, 1, 2), row(3, 2, 3)];
    expect(shape(buildDiscussionTree(rows, 2))).toBe('1[2,3]');
  });

  it('leaves out orphans and cycles instead of looping', () => {
    const rows = [row(1, null, 1), row(2, 99, 2), row(3, 4, 3), row(4, 3, 4), row(5, 1, 5)];
    expect(shape(buildDiscussionTree(rows))).toBe('1[5]');
  });

  it('orders rows of the same time by id', () => {
    const rows = [row(2, null, 1), row(1, null, 1)];
    expect(shape(buildDiscussionTree(rows))).toBe('2,1');
  });

  it('returns an empty list for no rows', () => {
    expect(buildDiscussionTree([])).toEqual([]);
  });
});

describe('canReplyToAnswer', () => {
  const base = { viewerId: 7, questionAuthorId: 7, answerDepth: 2, replyCount: 0 };

  it('lets the question’s author reply to an answer without replies', () => {
    expect(canReplyToAnswer(base)).toBe(true);
  });

  it('refuses visitors, other users, answers already replied to and non-answers', () => {
    expect(canReplyToAnswer({ ...base, viewerId: null })).toBe(false);
    expect(canReplyToAnswer({ ...base, viewerId: 8 })).toBe(false);
    expect(canReplyToAnswer({ ...base, replyCount: 1 })).toBe(false);
    expect(canReplyToAnswer({ ...base, answerDepth: 1 })).toBe(false);
    expect(canReplyToAnswer({ ...base, answerDepth: 3 })).toBe(false);
  });
});
