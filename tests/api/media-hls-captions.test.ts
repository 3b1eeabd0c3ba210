import { CAPTION_MSG } from '@mahir/shared/captions/caption-text';
import { describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects } from '../support/test-server';
import { cloneAccount } from './adversarial/support/identities';
import { type Envelope, mediaFixture, raw, type Watch } from './media-fixture';

const WATCH = '/ajax/v2/vod/video/watch';
const captionsOf = (moduleId: number) => `/ajax/v2/tutor/course/module/${moduleId}/captions`;

interface WatchWithHls extends Watch {
  qualities: Array<{ quality: number | null; url: string }>;
  hls: string | null;
  captions: Array<{ lang: string; label: string; url: string }>;
}
interface Track {
  lang: string;
  label: string;
  cues: number;
  updated_at: string;
  url: string;
}

/** A multipart caption upload as the back office sends it. */
async function uploadCaptions(
  client: TestClient,
  moduleId: number,
  file: { name: string; text: string | Uint8Array<ArrayBuffer> } | null,
  fields: Record<string, string>,
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.text]), file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-CSRF-TOKEN': client.csrf };
  if (client.cookie) headers.Cookie = client.cookie;
  const res = await fetch(`${client.baseUrl}${captionsOf(moduleId)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as {
      data: { caption: Track; notes: string[]; format: string };
      errors?: Record<string, string[]>;
    },
  };
}

const SRT = `1
00:00:00,500 --> 00:00:02,000
<font color="red">Hello</font> <script>alert(1)</script>there

2
00:00:02,000 --> 00:00:04,000
{\\an8}Second <b>line</b>
`;

describe.each(dialects())('HLS and captions on %s', (dialect) => {
  const t = mediaFixture(dialect);

  const lockedModule = () =>
    t.server.db
      .selectFrom('modules')
      .select(['id', 'hashslug'])
      .where('course_id', '=', t.video())
      .where('is_preview', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const previewModule = () =>
    t.server.db
      .selectFrom('modules')
      .select(['id'])
      .where('course_id', '=', t.video())
      .where('is_preview', '=', 1)
      .executeTakeFirstOrThrow();
  const watch = async (client: TestClient, id: number) =>
    (
      await client.post<Envelope<WatchWithHls>>(
        WATCH,
        { course_id: t.video(), subscriber_id: t.ids.videoSub, id },
        { form: true },
      )
    ).body.data;
  const captionRows = async () =>
    Number(
      (
        await t.server.db
          .selectFrom('module_captions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the subscriber a signed HLS master and the seeded captions, MP4 qualities kept as fallback', async () => {
    const module = await lockedModule();
    const answer = await watch(t.student, module.id);
    expect(answer.error).toBe(false);
    expect(answer.hls).toMatch(new RegExp(`^/media/hls/${module.hashslug}/master\\.m3u8\\?u=\\d+&e=\\d+&s=`));
    expect(answer.qualities.length).toBeGreaterThan(0);
    expect(answer.url).toMatch(/^\/media\/file\//);
    expect(answer.captions).toEqual([
      {
        lang: 'ms',
        label: 'Bahasa Melayu',
        url: expect.stringMatching(/^\/media\/captions\/.+\.vtt\?u=\d+&e=\d+&s=/),
      },
    ]);
    // A non-subscriber is refused: no HLS, no captions.
    const refused = await watch(t.parent, module.id);
    expect(refused).toMatchObject({ error: true, hls: null, captions: [] });
    // A visitor's preview plays the public MP4 (signed HLS needs a session), with its captions signed for any
    // viewer: the visitor can read them, and such a link opens no other module's track.
    const preview = await watch(t.visitor, (await previewModule()).id);
    expect(preview).toMatchObject({ error: false, hls: null });
    expect(preview.url).toMatch(/^\/media\/public\//);
    expect(preview.captions).toEqual([
      expect.objectContaining({ lang: 'ms', url: expect.stringMatching(/\?u=0&e=\d+&s=/) }),
    ]);
    const open = await raw(t.visitor, preview.captions[0]?.url ?? '');
    expect(open.status).toBe(200);
    expect((await open.text()).startsWith('WEBVTT\n')).toBe(true);
    const locked = await lockedModule();
    const lockedTrack = (await watch(t.student, locked.id)).captions[0]?.url ?? '';
    expect((await raw(t.visitor, lockedTrack.replace(/u=\d+/, 'u=0'))).status).toBe(403);
  });

  it('serves signed playlists whose every URL is signed for the same viewer, then init and segments', async () => {
    const module = await lockedModule();
    const { hls } = await watch(t.student, module.id);
    const master = await raw(t.student, hls ?? '');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    const masterText = await master.text();
    const variants = masterText.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants).toHaveLength(2);
    const expires = new URL(hls ?? '', 'http://x').searchParams.get('e');
    for (const v of variants) {
      expect(v).toMatch(/^\/media\/hls\/.+\/(360|240)p\/index\.m3u8\?u=\d+&e=\d+&s=/);
      expect(new URL(v, 'http://x').searchParams.get('e')).toBe(expires);
    }
    const media = await raw(t.student, variants[0] ?? '');
    expect(media.status).toBe(200);
    const mediaText = await media.text();
    const init = /URI="([^"]+)"/.exec(mediaText)?.[1] ?? '';
    expect(init).toMatch(/\/init\.mp4\?u=/);
    const segment =
      mediaText.split('\n').find((l) => l.startsWith('/media/hls/') && l.includes('.m4s')) ?? '';
    const initRes = await raw(t.student, init);
    expect(initRes.status).toBe(200);
    expect(initRes.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await initRes.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    const segRes = await raw(t.student, segment, { Range: 'bytes=0-99' });
    expect(segRes.status).toBe(206);
    expect(segRes.headers.get('content-type')).toBe('video/iso.segment');

    // Only the user the link was signed for, with a signature that holds and has not expired.
    const other = await clientFor(t.server.url, await cloneAccount(t.server.db, 'student'));
    expect((await raw(other, hls ?? '')).status).toBe(403);
    expect((await raw(t.visitor, segment)).status).toBe(403);
    expect((await raw(t.student, (hls ?? '').replace(/s=[^&]+/, 's=AAAA'))).status).toBe(403);
    expect((await raw(t.student, (hls ?? '').replace(/e=\d+/, 'e=1'))).status).toBe(403);
    // A signature of one file opens no other: another module's master, an escape out of hls/.
    const otherModule = segment.replace(/\/media\/hls\/[^/]+\//, '/media/hls/zzzzzzzz/');
    expect((await raw(t.student, otherModule)).status).toBe(403);
    expect(
      (await raw(t.student, '/media/hls/../app-secret?u=1&e=9999999999&s=x')).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('serves the WebVTT of a track only to the viewer it was signed for', async () => {
    const module = await lockedModule();
    const [track] = (await watch(t.student, module.id)).captions;
    const res = await raw(t.student, track?.url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/vtt');
    expect((await res.text()).startsWith('WEBVTT\n')).toBe(true);
    expect((await raw(t.visitor, track?.url ?? '')).status).toBe(403);
    expect((await raw(t.parent, track?.url ?? '')).status).toBe(403);
  });

  it('lets the course tutor upload SRT and WebVTT per language, sanitised, list and remove them', async () => {
    const module = await lockedModule();
    const tutor = await clientFor(t.server.url, 'tutor@demo.my');
    const listed = await tutor.get<Envelope<{ captions: Track[] }>>(captionsOf(module.id));
    expect(listed.status).toBe(200);
    expect(listed.body.data.captions.map((c) => c.lang)).toEqual(['ms']);

    const added = await uploadCaptions(
      tutor,
      module.id,
      { name: 'en.srt', text: SRT },
      { lang: 'EN', label: '' },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.format).toBe('srt');
    expect(added.body.data.caption).toMatchObject({ lang: 'en', label: 'English', cues: 2 });
    const vtt = await (await raw(tutor, added.body.data.caption.url)).text();
    expect(vtt).toContain('00:00:00.500 --> 00:00:02.000');
    expect(vtt).not.toMatch(/script|alert|font|\\an8/);
    expect(vtt).toContain('<b>line</b>');
    // The learner's watch answer now names both tracks.
    expect((await watch(t.student, module.id)).captions.map((c) => c.lang)).toEqual(['en', 'ms']);

    // Replacing a language keeps one track and removes the old file.
    const oldKey = (
      await t.server.db
        .selectFrom('module_captions')
        .select('storage_key')
        .where('module_id', '=', module.id)
        .where('lang', '=', 'en')
        .executeTakeFirstOrThrow()
    ).storage_key;
    const replaced = await tutor.post<Envelope<{ caption: Track }>>(captionsOf(module.id), {
      lang: 'en',
      label: 'English (UK)',
      text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.caption).toMatchObject({ lang: 'en', label: 'English (UK)', cues: 1 });
    expect(await t.server.context.storage.exists(oldKey)).toBe(false);

    const removed = await tutor.post<Envelope<{ removed: string }>>(`${captionsOf(module.id)}/delete`, {
      lang: 'en',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.removed).toBe('en');
    expect((await tutor.post(`${captionsOf(module.id)}/delete`, { lang: 'en' })).status).toBe(404);
    expect((await watch(t.student, module.id)).captions.map((c) => c.lang)).toEqual(['ms']);
  });

  it('refuses bad files, bad languages and labels, and changes nothing', async () => {
    const module = await lockedModule();
    const tutor = await clientFor(t.server.url, 'tutor@demo.my');
    const before = await captionRows();
    const outOfOrder = 'WEBVTT\n\n00:05.000 --> 00:06.000\nB\n\n00:01.000 --> 00:02.000\nA\n';
    const bad = await uploadCaptions(tutor, module.id, { name: 'x.vtt', text: outOfOrder }, { lang: 'ms' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.file).toEqual([CAPTION_MSG.outOfOrder(6)]);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x57, 0x00, 0x45, 0x00]);
    expect(
      (await uploadCaptions(tutor, module.id, { name: 'x.vtt', text: utf16 }, { lang: 'ms' })).body.errors
        ?.file,
    ).toEqual([CAPTION_MSG.utf16]);
    const notCaptions = await uploadCaptions(
      tutor,
      module.id,
      { name: 'x.vtt', text: 'hello' },
      { lang: 'ms' },
    );
    expect(notCaptions.body.errors?.file).toEqual([CAPTION_MSG.unknownFormat]);
    const noFile = await uploadCaptions(tutor, module.id, null, { lang: 'ms' });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors?.file).toBeDefined();
    const badLang = await uploadCaptions(
      tutor,
      module.id,
      { name: 'x.srt', text: SRT },
      { lang: 'x-klingon' },
    );
    expect(badLang.status).toBe(422);
    expect(badLang.body.errors?.lang).toEqual([CAPTION_MSG.language]);
    const badLabel = await uploadCaptions(
      tutor,
      module.id,
      { name: 'x.srt', text: SRT },
      { lang: 'ms', label: '<b>bold</b>' },
    );
    expect(badLabel.status).toBe(422);
    expect(badLabel.body.errors?.label).toEqual([CAPTION_MSG.label]);
    const tooBig = await tutor.post(captionsOf(module.id), { lang: 'ms', text: 'x'.repeat(1024 * 1024 + 1) });
    // Past the body limit before the caption check sees it.
    expect([413, 422]).toContain(tooBig.status);
    expect((await tutor.get(captionsOf(999_999))).status).toBe(404);
    expect(await captionRows()).toBe(before);
  });

  it('refuses visitors, other roles and other tutors, and changes nothing', async () => {
    const module = await lockedModule();
    const before = await captionRows();
    const otherTutor = await clientFor(t.server.url, await cloneAccount(t.server.db, 'tutor'));
    const body = { lang: 'en', text: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n' };
    expect((await t.visitor.get(captionsOf(module.id))).status).toBe(401);
    expect((await t.student.get(captionsOf(module.id))).status).toBe(403);
    expect((await t.student.post(captionsOf(module.id), body)).status).toBe(403);
    expect((await otherTutor.get(captionsOf(module.id))).status).toBe(403);
    expect((await otherTutor.post(captionsOf(module.id), body)).status).toBe(403);
    expect((await otherTutor.post(`${captionsOf(module.id)}/delete`, { lang: 'ms' })).status).toBe(403);
    expect(await captionRows()).toBe(before);
  });
});
