import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, execInBackground } from './background-exec';

describe('execInBackground', () => {
  it('runs the tool at the lowest CPU priority and answers its output', async () => {
    // The tool reads its own niceness (field 19 of /proc/self/stat) after the parent has lowered it.
    const { stdout } = await execInBackground('sh', ['-c', 'sleep 0.3; cut -d " " -f 19 /proc/$$/stat'], {
      timeout: 5000,
      maxBuffer: 1024,
    });
    expect(Number(stdout.trim())).toBe(BACKGROUND_NICENESS);
    expect(BACKGROUND_NICENESS).toBe(19);
  });

  it('rejects with the tool error when it fails', async () => {
    await expect(
      execInBackground('sh', ['-c', 'echo broken >&2; exit 3'], { timeout: 5000, maxBuffer: 1024 }),
    ).rejects.toMatchObject({ code: 3, stderr: 'broken\n' });
  });
});
