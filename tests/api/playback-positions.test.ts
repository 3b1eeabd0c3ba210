import { playbackPositionRepository as positions } from '@mahir/db/repositories/playback-position.repository';
import { keptPosition } from '@mahir/shared/rules/resume-position';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useReachDatabase } from './learning-reach-fixtures';

const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 1, 0, s)).toISOString();

describe.each(dialects())('playback positions on %s', (dialect) => {
  const h = useReachDatabase(dialect);

  it('keeps the last reported position, forward or back', async () => {
    const [moduleId = 0] = h.ids.modules;
    const user = h.ids.student;
    expect(await positions.find(h.db, 'module', user, moduleId)).toBeUndefined();
    expect(
      await positions.save(h.db, 'module', { userId: user, itemId: moduleId, position: 120, at: at(1) }),
    ).toBe(true);
    expect(
      await positions.save(h.db, 'module', { userId: user, itemId: moduleId, position: 45, at: at(2) }),
    ).toBe(true);
    expect(await positions.find(h.db, 'module', user, moduleId)).toEqual({ position: 45, updated_at: at(2) });
  });

  it('ignores a report made before the one kept (a late offline queue, a slow tab)', async () => {
    const [, moduleId = 0] = h.ids.modules;
    const user = h.ids.student;
    await positions.save(h.db, 'module', { userId: user, itemId: moduleId, position: 300, at: at(10) });
    expect(
      await positions.save(h.db, 'module', { userId: user, itemId: moduleId, position: 30, at: at(5) }),
    ).toBe(false);
    expect((await positions.find(h.db, 'module', user, moduleId))?.position).toBe(300);
  });

  it('ends with the latest of many reports sent at once', async () => {
    const moduleId = h.ids.modules.at(-1) ?? 0;
    const user = h.ids.tutor;
    const order = [7, 3, 19, 0, 12, 5, 18, 1, 9, 14];
    await Promise.all(
      order.map((s) =>
        positions.save(h.db, 'module', { userId: user, itemId: moduleId, position: s * 10, at: at(s) }),
      ),
    );
    expect(await positions.find(h.db, 'module', user, moduleId)).toEqual({
      position: 190,
      updated_at: at(19),
    });
  });

  it('keeps audio positions apart from module positions', async () => {
    const user = h.ids.student;
    await positions.save(h.db, 'audio', { userId: user, itemId: h.ids.subtopic, position: 61, at: at(1) });
    expect(await positions.find(h.db, 'audio', user, h.ids.subtopic)).toEqual({
      position: 61,
      updated_at: at(1),
    });
    expect(await positions.find(h.db, 'module', user, h.ids.subtopic)).not.toEqual({
      position: 61,
      updated_at: at(1),
    });
  });

  it('lists a course positions for the viewer, most recent first', async () => {
    const rows = await positions.forCourse(h.db, h.ids.student, h.ids.course.id);
    expect(rows.map((r) => r.module_id)).toEqual(
      [h.ids.modules[1], h.ids.modules[0]].filter((x) => x !== undefined),
    );
    expect(await positions.forCourse(h.db, h.ids.student, h.ids.otherCourse)).toEqual([]);
  });

  it('refuses a negative position in the database too, and the rule keeps such reports away', async () => {
    const [moduleId = 0] = h.ids.modules;
    await expect(
      positions.save(h.db, 'module', { userId: h.ids.tutor, itemId: moduleId, position: -1, at: at(30) }),
    ).rejects.toThrow();
    expect(keptPosition(-1, 600)).toBeNull();
  });
});
