import type { Db } from '@mahir/db';
import { mediaContentRepository } from '@mahir/db/repositories/media-content.repository';
import type { VodAudioPositionBody } from '@mahir/shared';
import type { z } from 'zod';
import type { UserActor } from '../access/actor';
import { AppError } from '../http/app-error';
import { keepPosition } from './kept-position';
import { assertEntitled, loadMediaEntitlement } from './media-entitlement';

/** Where listeners stopped in the parts of audio courses (`audio_positions`). */
export function createAudioPositionService({ db }: { db: Db }) {
  return {
    /**
     * Keeps the listener's position in a part: the entitled subscriber only (audio parts have no previews),
     * the report clamped to the part's length; the report made last wins. Answers the position now kept.
     */
    async save(
      actor: UserActor,
      body: z.output<typeof VodAudioPositionBody>,
      /** When the report was made (an offline queue's item); now when absent. */
      at?: string,
    ): Promise<{ position: number }> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id);
      assertEntitled(entitlement);
      const parts = await mediaContentRepository.audioSubtopics(db, entitlement.course.id);
      const part = parts.find((p) => p.hashslug === body.hashslug);
      if (!part) throw AppError.notFound();
      return keepPosition(
        db,
        'audio',
        { userId: actor.id, itemId: part.id, seconds: part.seconds },
        body.position,
        at,
      );
    },
  };
}
