import { MEDIA_MSG, MSG } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { subscribe } from './learning-fixtures';
import { type Envelope, mediaFixture, type Watch } from './media-fixture';

const POSITION = '/ajax/v2/vod/video/position';
const WATCH = '/ajax/v2/vod/video/watch';

describe.each(dialects())('kept video position on %s', (dialect) => {
  const t = mediaFixture(dialect);

  const moduleOf = async (course: number, preview: 0 | 1) =>
    t.server.db
      .selectFrom('modules')
      .select(['id', 'duration'])
      .where('course_id', '=', course)
      .where('is_preview', '=', preview)
      .orderBy('position')
      .executeTakeFirstOrThrow();
  const keptRow = (userId: number, moduleId: number) =>
    t.server.db
      .selectFrom('module_positions')
      .select('position')
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst();
  const countPositions = async () =>
    Number(
      (
        await t.server.db
          .selectFrom('module_positions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps where the subscriber stopped and offers it in the next watch answer', async () => {
    const { student, ids, video } = t;
    const locked = await moduleOf(video(), 0);
    expect(locked.duration).toBeGreaterThan(40);
    const watchIt = () =>
      student.post<Envelope<Watch>>(
        WATCH,
        { course_id: video(), subscriber_id: ids.videoSub, id: locked.id },
        { form: true },
      );
    const res = await student.post<Envelope<{ position: number }>>(
      POSITION,
      { course_id: video(), id: locked.id, position: '37.8' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ position: 37 });
    expect(await keptRow(ids.student as number, locked.id)).toEqual({ position: 37 });
    expect((await watchIt()).body.data).toMatchObject({ error: false, position: 37 });
    // Rewinding is kept too: the last report wins.
    await student.post(POSITION, { course_id: video(), id: locked.id, position: 20 }, { form: true });
    expect((await watchIt()).body.data.position).toBe(20);
    // Within the first seconds, or at the end, there is nothing to resume.
    await student.post(POSITION, { course_id: video(), id: locked.id, position: 2 }, { form: true });
    expect((await watchIt()).body.data.position).toBeNull();
  });

  it('clamps a report past the end to the module length', async () => {
    const { student, ids, video } = t;
    const locked = await moduleOf(video(), 0);
    const res = await student.post<Envelope<{ position: number }>>(
      POSITION,
      { course_id: video(), id: locked.id, position: locked.duration + 500 },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.position).toBe(locked.duration);
    const watch = await student.post<Envelope<Watch>>(
      WATCH,
      { course_id: video(), subscriber_id: ids.videoSub, id: locked.id },
      { form: true },
    );
    // Watched to the end: start again from zero.
    expect(watch.body.data.position).toBeNull();
  });

  it('lets any signed-in viewer keep a preview module, and answers visitors no position', async () => {
    const { parent, visitor, ids, video } = t;
    const preview = await moduleOf(video(), 1);
    const res = await parent.post<Envelope<{ position: number }>>(
      POSITION,
      { course_id: video(), id: preview.id, position: 6 },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(await keptRow(ids.parent as number, preview.id)).toEqual({ position: 6 });
    const seen = await visitor.post<Envelope<Watch>>(
      WATCH,
      { course_id: video(), subscriber_id: '', id: preview.id },
      { form: true },
    );
    expect(seen.body.data).toMatchObject({ error: false, position: null });
  });

  it('refuses visitors, non-subscribers, an inactive course and bad input, keeping nothing', async () => {
    const { server, visitor, student, parent, ids, video } = t;
    const locked = await moduleOf(video(), 0);
    const body = { course_id: video(), id: locked.id, position: 30 };
    const before = await countPositions();
    expect((await visitor.post(POSITION, body, { form: true })).status).toBe(401);
    const stranger = await parent.post<{ message: string }>(POSITION, body, { form: true });
    expect(stranger.status).toBe(403);
    const inactive = ids['demo-inactive-tutor-course'] as number;
    await subscribe(server.db, ids.student as number, inactive);
    const inactiveModule = await moduleOf(inactive, 0);
    const closed = await student.post<{ message: string }>(
      POSITION,
      { course_id: inactive, id: inactiveModule.id, position: 30 },
      { form: true },
    );
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(MSG.courseInactive);
    for (const position of ['-1', 'abc', '', 'Infinity', '1e9']) {
      const bad = await student.post<{ errors: Record<string, string[]> }>(
        POSITION,
        { ...body, position },
        { form: true },
      );
      expect(bad.status, position).toBe(422);
      expect(bad.body.errors).toEqual({ position: [MEDIA_MSG.badPosition] });
    }
    const noIds = await student.post<{ errors: Record<string, string[]> }>(
      POSITION,
      { course_id: 'x', position: 3 },
      { form: true },
    );
    expect(noIds.status).toBe(422);
    expect(Object.keys(noIds.body.errors).sort()).toEqual(['course_id', 'id']);
    // A module of another course is not found.
    const foreign = await student.post(
      POSITION,
      { course_id: video(), id: inactiveModule.id, position: 3 },
      { form: true },
    );
    expect(foreign.status).toBe(404);
    expect(await countPositions()).toBe(before);
  });
});
