// A report worker's entry: plain JavaScript, so it starts the same under tsx (dev, `npm start`), under
// Vitest (which transforms only its own process) and under plain node. It registers tsx's loader in this
// thread, then loads the TypeScript worker and, through it, the report documents (.tsx).
import { register } from 'tsx/esm/api';

register();
await import('./report-worker.ts');
