import { z } from 'zod';
import { Id } from './fields';
import { QuizAnswerInput } from './learning.contract';
import { VodPositionBody } from './media.contract';
import { defineRoute } from './route';

/** Texts of offline downloads (our wording: the specs do not draw them). */
export const OFFLINE_MSG = {
  badClientId: 'Each queued item needs the id the app made for it (a UUID).',
  badTime: 'The time an item was made must be an ISO date and time.',
  duplicateModule: 'A module is listed twice.',
} as const;

/** A module to download: the quality (rendition height) chosen, or null for the default one. */
export const OfflineModuleRequest = z.object({
  id: Id,
  quality: z.number().int().positive().max(4320).nullable().default(null),
});

export const OfflineLicenceBody = z.object({
  course_id: Id,
  modules: z
    .array(OfflineModuleRequest)
    .min(1)
    .max(50)
    .refine((list) => new Set(list.map((m) => m.id)).size === list.length, {
      message: OFFLINE_MSG.duplicateModule,
    }),
});

/** A licence to keep a module offline, with the link to fetch its file. */
export const OfflineLicenceGrant = z.object({
  module_id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  /** The rendition's height given (the one asked for, else the nearest below, else the lowest); null if unknown. */
  quality: z.number().int().nullable(),
  /** The qualities the module has, to choose from. */
  qualities: z.array(z.number().int().nullable()),
  /** Bytes of the file, when known. */
  size: z.number().int().nullable(),
  /** A short-lived signed link to the MP4 (as the player's). */
  url: z.string(),
  /** The signed licence: user, course, module and its end (read by `readLicence`). */
  token: z.string(),
  /** The licence's end, ISO: the subscription's end plus the grace, at most 30 days from now. */
  expires_at: z.string(),
});
export type OfflineLicenceGrant = z.infer<typeof OfflineLicenceGrant>;

const made = {
  client_id: z.uuid({ message: OFFLINE_MSG.badClientId }),
  at: z.iso.datetime({ offset: true, message: OFFLINE_MSG.badTime }),
};

/** One thing the learner did offline, as queued by the app. */
export const OfflineEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('position'),
    ...made,
    course_id: Id,
    module_id: Id,
    position: VodPositionBody.shape.position,
  }),
  z.object({ kind: z.literal('watched'), ...made, course_id: Id, subscriber_id: Id, module_id: Id }),
  z.object({
    kind: z.literal('quiz'),
    ...made,
    course_id: Id,
    quiz_id: Id,
    questions: z.array(QuizAnswerInput).max(500),
  }),
]);
export type OfflineEvent = z.infer<typeof OfflineEvent>;

export const OfflineSyncResult = z.object({
  client_id: z.string(),
  /** `duplicate`: this id was applied before, nothing changed; `refused`: it never will be (message says why). */
  status: z.enum(['applied', 'duplicate', 'refused']),
  message: z.string().nullable(),
});

/** Offline downloads and what was done offline (issue 23, docs/learning.md "Offline downloads"). */
export const offlineContract = {
  licence: defineRoute({
    method: 'POST',
    path: '/ajax/v2/offline/licence',
    summary:
      'Licences to keep modules of a course offline, with their signed MP4 links (the entitled subscriber only; renewed while online)',
    tag: 'offline',
    access: 'user',
    owner: 'subscription',
    encoding: 'json',
    body: OfflineLicenceBody,
    response: z.object({ licences: z.array(OfflineLicenceGrant) }),
  }),
  sync: defineRoute({
    method: 'POST',
    path: '/ajax/v2/offline/sync',
    summary:
      'Applies what the learner did offline (positions, watched marks, quiz submissions) in order, each id once',
    tag: 'offline',
    access: 'user',
    owner: 'self',
    encoding: 'json',
    body: z.object({ events: z.array(OfflineEvent).min(1).max(50) }),
    response: z.object({ results: z.array(OfflineSyncResult) }),
  }),
};
