import { z } from 'zod';
import { CaptionTrackFields } from '../captions/caption-language';
import { CAPTION_LIMITS } from '../captions/caption-text';
import { Id } from './fields';
import { defineRoute } from './route';

export { CAPTION_TEXT } from './caption-text';

/** One caption track of a module as the tutor's panel and the player see it. */
export const CaptionTrackView = z.object({
  lang: z.string(),
  label: z.string(),
  cues: z.number().int(),
  updated_at: z.string(),
  /** A short-lived WebVTT URL signed for the caller. */
  url: z.string(),
});
export type CaptionTrackView = z.infer<typeof CaptionTrackView>;

/** A track in the watch answer (DESIGN.md "Reach and learning": `[{ lang, label, url }]`). */
export const WatchCaption = z.object({ lang: z.string(), label: z.string(), url: z.string() });
export type WatchCaption = z.infer<typeof WatchCaption>;

/**
 * An upload: the file in `file` (multipart), or its text in `text` (JSON or form, for tools and pasted
 * captions); `lang` and `label` as `CaptionTrackFields` checks them.
 */
export const CaptionUploadBody = z.intersection(
  CaptionTrackFields,
  z.object({ text: z.string().max(CAPTION_LIMITS.maxBytes).optional() }),
);

const ModuleParams = z.object({ id: Id });
const tutor = ['tutor'] as const;
const base = '/ajax/v2/tutor/course/module/{id}/captions';

export const captionContract = {
  list: defineRoute({
    method: 'GET',
    path: base,
    summary: "A module's caption tracks, by language (the tutor's own courses)",
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    params: ModuleParams,
    response: z.object({ captions: z.array(CaptionTrackView) }),
  }),
  upload: defineRoute({
    method: 'POST',
    path: base,
    summary:
      'Adds or replaces the caption track of a language: WebVTT or SRT, checked and sanitised, stored as WebVTT (422 with every problem by line)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    params: ModuleParams,
    body: CaptionUploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: CAPTION_LIMITS.maxBytes + 64 * 1024 } },
    response: z.object({
      caption: CaptionTrackView,
      notes: z.array(z.string()),
      format: z.enum(['vtt', 'srt']),
    }),
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${base}/delete`,
    summary: 'Removes the caption track of a language (404 when there is none)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    params: ModuleParams,
    body: z.object({ lang: z.string().max(40) }),
    encoding: 'form',
    response: z.object({ removed: z.string() }),
  }),
};
