import { userRepository } from '@mahir/db';
import { mailPreferenceRepository as prefs } from '@mahir/db/repositories/mail-preference.repository';
import { MAIL_PREFERENCE_TEXT } from '@mahir/shared/contract/mail.contract';
import { MAIL_CATEGORIES, type MailCategory } from '@mahir/shared/mail';
import { type Actor, actorId } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const T = MAIL_PREFERENCE_TEXT.en;

export interface MailPreferenceDeps extends ServiceDeps {
  appSecret: string;
}

/**
 * Which non-essential mail a user gets (issue 19): a one-click unsubscribe from a mail's link, and the
 * preference page, opened from a mail (its token names the user) or by a logged-in user. Essential mail
 * has no category, so nothing here can stop it.
 */
export function createMailPreferenceService({ db, clock, appSecret }: MailPreferenceDeps) {
  /** The user a token names (and the category its link was for); 422 for a token that is not ours. */
  async function tokenSubject(token: string): Promise<{ userId: number; category: MailCategory }> {
    const subject = verifyUnsubscribeToken(appSecret, token);
    if (!subject || !(await userRepository.findById(db, subject.userId)))
      throw AppError.invalid({ token: [T.linkInvalid] }, T.linkInvalid, 'token_invalid');
    return subject;
  }

  /** Whose preferences: the token's user when a token is given, else the caller; 401 with neither. */
  async function whose(actor: Actor, token: string | undefined) {
    if (token) return tokenSubject(token);
    const userId = actorId(actor);
    if (userId === null) throw AppError.unauthenticated();
    return { userId, category: null };
  }

  async function view(userId: number, category: MailCategory | null) {
    const off = new Set(await prefs.optedOut(db, userId));
    return {
      categories: MAIL_CATEGORIES.map((c) => ({ category: c, enabled: !off.has(c) })),
      category,
    };
  }

  return {
    /** RFC 8058 one-click: turns off the token's category; repeating it changes nothing. */
    async unsubscribe(token: string): Promise<{ category: MailCategory }> {
      const { userId, category } = await tokenSubject(token);
      await prefs.optOut(db, userId, category, clock().toISOString());
      return { category };
    },

    async get(actor: Actor, token: string | undefined) {
      const { userId, category } = await whose(actor, token);
      return view(userId, category);
    },

    async save(
      actor: Actor,
      input: {
        token?: string | undefined;
        categories: ReadonlyArray<{ category: MailCategory; enabled: boolean }>;
      },
    ) {
      const { userId, category } = await whose(actor, input.token);
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const c of input.categories) {
          if (c.enabled) await prefs.optIn(trx, userId, c.category);
          else await prefs.optOut(trx, userId, c.category, at);
        }
      });
      return view(userId, category);
    },
  };
}

export type MailPreferenceService = ReturnType<typeof createMailPreferenceService>;
