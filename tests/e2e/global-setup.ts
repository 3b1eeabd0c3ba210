import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** Every end-to-end run starts from a freshly seeded demo database. */
export default function globalSetup(): void {
  rmSync(join(import.meta.dirname, '.artifacts', `data-${process.env.E2E_PORT ?? 8191}`), {
    recursive: true,
    force: true,
  });
}
