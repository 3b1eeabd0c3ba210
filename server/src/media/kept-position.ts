import type { Db } from '@mahir/db';
import { playbackPositionRepository } from '@mahir/db/repositories/playback-position.repository';
import { keptPosition } from '@mahir/shared/rules/resume-position';

/**
 * Keeps a viewer's reported position in a module video or an audio part: clamped to its length, the
 * report made last wins. Answers the position now kept.
 */
export async function keepPosition(
  db: Db,
  kind: Parameters<typeof playbackPositionRepository.save>[1],
  item: { userId: number; itemId: number; seconds: number },
  reported: number,
  /** When the report was made (an offline queue's item); now when absent. */
  at: string = new Date().toISOString(),
): Promise<{ position: number }> {
  const clamped = item.seconds > 0 ? Math.min(reported, item.seconds) : reported;
  const position = keptPosition(clamped, item.seconds) ?? 0;
  await playbackPositionRepository.save(db, kind, {
    userId: item.userId,
    itemId: item.itemId,
    position,
    at,
  });
  const now = await playbackPositionRepository.find(db, kind, item.userId, item.itemId);
  return { position: now?.position ?? position };
}
