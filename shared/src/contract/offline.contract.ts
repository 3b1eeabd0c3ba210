import { z } from 'zod';
import { WatchCaption } from './caption.contract';
import { Hashslug, Id } from './fields';
import { QuizAnswerInput } from './learning.contract';
import { VodAudioPositionBody, VodPositionBody } from './media.contract';
import { OFFLINE_MSG } from './offline-text';
import { defineRoute } from './route';

export { OFFLINE_MSG } from './offline-text';

/** What can be kept offline: a module video, a part of an audio course, an ebook (docs/learning.md). */
export const OfflineKind = z.enum(['video', 'audio', 'ebook']);
export type OfflineKind = z.infer<typeof OfflineKind>;

/** A module to download: the quality (rendition height) chosen, or null for the default one. */
export const OfflineModuleRequest = z.object({
  id: Id,
  quality: z.number().int().positive().max(4320).nullable().default(null),
});

/** A part of an audio course or an ebook to download, by its hashslug (as the course info lists them). */
export const OfflineFileRequest = z.object({
  kind: z.enum(['audio', 'ebook']),
  hashslug: Hashslug,
});

export const OfflineLicenceBody = z
  .object({
    course_id: Id,
    modules: z
      .array(OfflineModuleRequest)
      .max(50)
      .refine((list) => new Set(list.map((m) => m.id)).size === list.length, {
        message: OFFLINE_MSG.duplicateModule,
      })
      .default([]),
    files: z
      .array(OfflineFileRequest)
      .max(50)
      .refine((list) => new Set(list.map((f) => `${f.kind}:${f.hashslug}`)).size === list.length, {
        message: OFFLINE_MSG.duplicateFile,
      })
      .default([]),
  })
  .refine((b) => b.modules.length + b.files.length >= 1 && b.modules.length + b.files.length <= 50, {
    message: OFFLINE_MSG.nothingAsked,
    path: ['modules'],
  });

/** A licence to keep a module (or an audio part, an ebook) offline, with the link to fetch its file. */
export const OfflineLicenceGrant = z.object({
  kind: OfflineKind,
  /** The module's id; for an audio part or an ebook, its own id (with `hashslug`, how the course info names it). */
  module_id: z.number().int(),
  /** The audio part's or ebook's hashslug; null for a module video. */
  hashslug: z.string().nullable(),
  /** The file's type: `video/mp4`, `audio/mpeg`, `application/pdf`, `application/epub+zip`, `application/zip`. */
  mime: z.string(),
  /** The name the file is saved under on the device (its title and extension), as the course page's download. */
  file_name: z.string(),
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
  /** A short-lived signed link to the file (as the player's or the ebook viewer's). */
  url: z.string(),
  /** A module's caption tracks (WebVTT), each with a short-lived signed link, kept with its video; none for files. */
  captions: z.array(WatchCaption),
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
    kind: z.literal('audio_position'),
    ...made,
    course_id: Id,
    hashslug: VodAudioPositionBody.shape.hashslug,
    position: VodAudioPositionBody.shape.position,
  }),
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
      'Licences to keep modules, audio parts or ebooks of a course offline, with their signed file links (the entitled subscriber only; renewed while online)',
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
      'Applies what the learner did offline (video and audio positions, watched marks, quiz submissions) in order, each id once',
    tag: 'offline',
    access: 'user',
    owner: 'self',
    encoding: 'json',
    body: z.object({ events: z.array(OfflineEvent).min(1).max(50) }),
    response: z.object({ results: z.array(OfflineSyncResult) }),
  }),
};
