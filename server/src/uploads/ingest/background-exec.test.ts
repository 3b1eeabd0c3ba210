import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, execInBackground } from './background-exec';

describe('execInBackground', () => {
  it('runs the tool at the lowest CPU priority, outside this process, and answers its output', async () => {
    // The tool reads its own niceness (field 19 of /proc/self/stat) after the runner has lowered it, and
    // its parent: the runner process, not this one.
    const { stdout } = await execInBackground(
      'sh',
      ['-c', 'sleep 0.3; cut -d " " -f 19 /proc/$$/stat; cut -d " " -f 4 /proc/$$/stat'],
      { timeout: 5000, maxBuffer: 1024 },
    );
    const [niceness, parent] = stdout.trim().split('\n').map(Number);
    expect(niceness).toBe(BACKGROUND_NICENESS);
    expect(BACKGROUND_NICENESS).toBe(19);
    expect(parent).not.toBe(process.pid);
  });

  it('rejects with the tool error when it fails', async () => {
    await expect(
      execInBackground('sh', ['-c', 'echo broken >&2; exit 3'], { timeout: 5000, maxBuffer: 1024 }),
    ).rejects.toMatchObject({ code: 3, stderr: 'broken\n' });
  });

  it('runs several tools at once and answers each its own output', async () => {
    const outs = await Promise.all(
      [1, 2, 3].map((n) => execInBackground('sh', ['-c', `echo ${n}`], { timeout: 5000, maxBuffer: 1024 })),
    );
    expect(outs.map((o) => o.stdout)).toEqual(['1\n', '2\n', '3\n']);
  });
});
