import { offlineEventRepository } from '@mahir/db/repositories/offline-event.repository';
import type { OfflineEvent } from '@mahir/shared';
import type { UserActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { quizServiceFor } from '../learning/quiz.service';
import { createAudioPositionService } from '../media/audio-position.service';
import { videoServiceFor } from '../media/video.service';

export interface OfflineSyncResult {
  client_id: string;
  status: 'applied' | 'duplicate' | 'refused';
  message: string | null;
}

/**
 * Applies what a learner did offline, in the order sent, each through the same service as the online route
 * (same checks, same refusals). Each event's id is claimed in the transaction that applies it, so an event is
 * applied exactly once: a replay answers `duplicate` and writes nothing; a refused event writes nothing
 * either and is answered `refused` with the reason, so the app drops it.
 */
export function createOfflineSync(ctx: AppContext) {
  async function apply(scoped: AppContext, actor: UserActor, event: OfflineEvent): Promise<void> {
    // A device clock ahead of ours must not block the reports that follow.
    const madeAt = () => new Date(Math.min(Date.parse(event.at), ctx.clock().getTime())).toISOString();
    switch (event.kind) {
      case 'position':
        await videoServiceFor(scoped).position(
          actor,
          { course_id: event.course_id, id: event.module_id, position: event.position },
          madeAt(),
        );
        return;
      case 'audio_position':
        await createAudioPositionService(scoped).save(
          actor,
          { course_id: event.course_id, hashslug: event.hashslug, position: event.position },
          madeAt(),
        );
        return;
      case 'watched':
        await videoServiceFor(scoped).watched(actor, {
          course_id: event.course_id,
          subscriber_id: event.subscriber_id,
          module_id: event.module_id,
        });
        return;
      case 'quiz':
        await quizServiceFor(scoped).submit(actor, event.course_id, event.quiz_id, event.questions);
        return;
    }
  }

  async function one(actor: UserActor, event: OfflineEvent): Promise<OfflineSyncResult> {
    try {
      const applied = await ctx.db.transaction().execute(async (trx) => {
        const claimed = await offlineEventRepository.claim(trx, {
          userId: actor.id,
          clientId: event.client_id,
          kind: event.kind,
          madeAt: event.at,
          appliedAt: ctx.clock().toISOString(),
        });
        if (claimed) await apply({ ...ctx, db: trx }, actor, event);
        return claimed;
      });
      return { client_id: event.client_id, status: applied ? 'applied' : 'duplicate', message: null };
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 401) throw error;
      return { client_id: event.client_id, status: 'refused', message: error.message };
    }
  }

  return {
    async apply(actor: UserActor, events: readonly OfflineEvent[]): Promise<OfflineSyncResult[]> {
      const results: OfflineSyncResult[] = [];
      for (const event of events) results.push(await one(actor, event));
      return results;
    },
  };
}
