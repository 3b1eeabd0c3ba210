import { config } from 'zod/v4/core';

// The pages' Content-Security-Policy forbids eval. In a browser, zod would probe `new Function` when
// its first object schema is built, which the browser reports as a CSP violation; so the contract's
// first modules (fields, route) import this before any schema exists. The server keeps zod's JIT.
// Only zod's small core config module is imported, so the first page stays free of zod itself. The package
// lists this file as its one module with side effects, or bundlers would drop these bare imports.
if (typeof document !== 'undefined') config({ jitless: true });
