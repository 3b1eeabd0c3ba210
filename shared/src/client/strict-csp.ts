import { z } from 'zod';

// The pages' Content-Security-Policy forbids eval. In a browser, zod would probe `new Function` when
// its first object schema is built, which the browser reports as a CSP violation; so the contract's
// first modules (fields, route) import this before any schema exists. The server keeps zod's JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });
