import { MEDIA_MSG } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { type Envelope, type Info, mediaFixture } from './media-fixture';

const POSITION = '/ajax/v2/vod/audio/position';

interface Part {
  hashslug: string;
  duration: number;
  position: number | null;
}

describe.each(dialects())('kept audio position on %s', (dialect) => {
  const t = mediaFixture(dialect);
  const audio = () => t.ids['demo-audio-course'] as number;

  const parts = async () => {
    const rows = await t.server.db
      .selectFrom('audio_subtopics as s')
      .innerJoin('audio_topics as tp', 'tp.id', 's.topic_id')
      .select(['s.id', 's.hashslug', 's.duration'])
      .where('tp.course_id', '=', audio())
      .orderBy('tp.position')
      .orderBy('s.position')
      .execute();
    return rows;
  };
  const infoParts = async (client = t.student) => {
    const res = await client.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${audio()}`);
    return res.body.data.digital_asset_components.flatMap(
      (c) => (c as { sub_components?: Part[] }).sub_components ?? [],
    );
  };
  const rows = async () =>
    Number(
      (
        await t.server.db
          .selectFrom('audio_positions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps where the subscriber stopped in a part and offers it in the course info', async () => {
    const [part] = await parts();
    if (!part) throw new Error('no audio part');
    // The demo parts are 8 s long: 6 s is past the first 5 s and before the last 5 %.
    expect(part.duration).toBe(8);
    const before = await infoParts();
    expect(before.find((p) => p.hashslug === part.hashslug)?.position).toBeNull();
    const res = await t.student.post<Envelope<{ position: number }>>(
      POSITION,
      { course_id: audio(), hashslug: part.hashslug, position: '6.7' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ position: 6 });
    expect((await infoParts()).find((p) => p.hashslug === part.hashslug)?.position).toBe(6);
    // Past the end is clamped to the part's length: watched to the end, nothing to resume.
    const past = await t.student.post<Envelope<{ position: number }>>(
      POSITION,
      { course_id: audio(), hashslug: part.hashslug, position: 500 },
      { form: true },
    );
    expect(past.body.data.position).toBe(8);
    expect((await infoParts()).find((p) => p.hashslug === part.hashslug)?.position).toBeNull();
    // Visitors and non-subscribers see no position.
    expect((await infoParts(t.visitor)).every((p) => p.position === null)).toBe(true);
    expect((await infoParts(t.parent)).every((p) => p.position === null)).toBe(true);
  });

  it('refuses visitors, non-subscribers, unknown parts and bad input, keeping nothing', async () => {
    const [part] = await parts();
    const before = await rows();
    const body = { course_id: audio(), hashslug: part?.hashslug ?? '', position: 6 };
    expect((await t.visitor.post(POSITION, body, { form: true })).status).toBe(401);
    expect((await t.parent.post(POSITION, body, { form: true })).status).toBe(403);
    expect(
      (await t.student.post(POSITION, { ...body, hashslug: 'no-such-part' }, { form: true })).status,
    ).toBe(404);
    // A part of another course is not found through this one.
    expect((await t.student.post(POSITION, { ...body, course_id: t.video() }, { form: true })).status).toBe(
      404,
    );
    for (const position of ['', 'abc', '-1', '360000', 'Infinity']) {
      const bad = await t.student.post<{ errors: Record<string, string[]> }>(
        POSITION,
        { ...body, position },
        { form: true },
      );
      expect(bad.status, position).toBe(422);
      expect(bad.body.errors.position).toEqual([MEDIA_MSG.badPosition]);
    }
    expect(await rows()).toBe(before);
  });
});
