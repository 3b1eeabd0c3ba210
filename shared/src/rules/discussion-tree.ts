/** The deepest level a Q&A thread shows: question, answer, reply (spec 002: "threaded up to three levels"). */
export const DISCUSSION_MAX_DEPTH = 3;

/** What the tree needs of a discussion row. */
export interface DiscussionRow {
  id: number;
  parent_id: number | null;
  /** ISO-8601 timestamp; orders the thread. */
  created_at: string;
}

/** A row placed in its thread: depth 1 is the question, 2 an answer, 3 a reply. */
export type DiscussionNode<T extends DiscussionRow> = T & { depth: number; children: DiscussionNode<T>[] };

function byTime<T extends DiscussionRow>(a: T, b: T): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;
}

/**
 * Builds the Q&A threads of a course: questions newest first, their answers and replies oldest first.
 * Rows deeper than `maxDepth` are shown beside their deepest allowed ancestor's children, so nothing
 * posted is hidden; rows whose parent is missing (or that loop) are left out.
 */
export function buildDiscussionTree<T extends DiscussionRow>(
  rows: readonly T[],
  maxDepth = DISCUSSION_MAX_DEPTH,
): DiscussionNode<T>[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chainCache = new Map<number, number[] | null>();

  // The ids from the root down to the row, or null when the chain is broken or cyclic.
  const chainOf = (row: T): number[] | null => {
    const cached = chainCache.get(row.id);
    if (cached !== undefined) return cached;
    const chain: number[] = [];
    const visiting = new Set<number>();
    let current: T | undefined = row;
    while (current) {
      if (visiting.has(current.id)) break;
      visiting.add(current.id);
      chain.unshift(current.id);
      if (current.parent_id === null) {
        chainCache.set(row.id, chain);
        return chain;
      }
      current = byId.get(current.parent_id);
    }
    chainCache.set(row.id, null);
    return null;
  };

  const nodes = new Map<number, DiscussionNode<T>>();
  const ordered = [...rows].sort(byTime);
  for (const row of ordered) {
    const chain = chainOf(row);
    if (!chain) continue;
    nodes.set(row.id, { ...row, depth: Math.min(chain.length, maxDepth), children: [] });
  }
  const roots: DiscussionNode<T>[] = [];
  for (const row of ordered) {
    const node = nodes.get(row.id);
    const chain = chainOf(row);
    if (!node || !chain) continue;
    if (chain.length === 1) {
      roots.push(node);
      continue;
    }
    // Attach to the real parent, or for too-deep rows to the ancestor one level above the deepest allowed.
    const parentId = chain[Math.min(chain.length, maxDepth) - 2];
    const parent = parentId === undefined ? undefined : nodes.get(parentId);
    parent?.children.push(node);
  }
  return roots.reverse();
}

/**
 * Whether the viewer may reply to an answer (spec 001 Q&A): the answer has no replies yet, the viewer is
 * logged in and is the author of the question the answer belongs to.
 */
export function canReplyToAnswer(input: {
  viewerId: number | null;
  questionAuthorId: number;
  answerDepth: number;
  replyCount: number;
}): boolean {
  return (
    input.viewerId !== null &&
    input.viewerId === input.questionAuthorId &&
    input.answerDepth === 2 &&
    input.replyCount === 0
  );
}
