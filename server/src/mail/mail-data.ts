import { z } from 'zod';

/** Building blocks of the templates' data, checked when a mail is queued. */
export const mailData = {
  /** A person's name as they wrote it. */
  name: z.string().trim().min(1).max(200),
  /** A title someone wrote (a course, an event, a package). */
  title: z.string().trim().min(1).max(300),
  /** A single-use token for a link; random, so it needs no escaping, but it is checked anyway. */
  token: z.string().regex(/^[A-Za-z0-9._~-]{16,512}$/),
  email: z.email().max(254),
  /** An instant as ISO-8601 UTC. */
  instant: z.iso.datetime({ offset: true }),
  /** A calendar date, `YYYY-MM-DD`. */
  date: z.iso.date(),
  sen: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  /** A link to somewhere else (an online event's meeting): only http and https. */
  externalUrl: z.url({ protocol: /^https?$/ }).max(2000),
  /** A path of this site (`/course/abc`), never another host. */
  sitePath: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(500),
};
