import { type Database, type Db, userRepository } from '@mahir/db';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { isMinor } from '@mahir/shared/accounts/minor';
import { ONE_TIME_TOKEN_LIFETIME_MS } from '@mahir/shared/accounts/one-time-tokens';
import {
  GUARDIAN_CONSENT_VERSION,
  GUARDIAN_CONSENT_WORDING,
  PRIVACY_NOTICE_VERSION,
} from '@mahir/shared/accounts/privacy-notice';
import { type MailLanguage, mailLanguageOf } from '@mahir/shared/mail';
import type { Transaction } from 'kysely';
import { type Actor, hasRole } from '../access/actor';
import { tokenMails } from '../accounts/account.service';
import { tokenRefused } from '../accounts/token-refusal';
import { childLinkKeys, guardianAddressKeys, guardianConsentKeys } from '../auth/account-throttles';
import { createAttemptLimiter } from '../auth/attempt-limiter';
import { AppError } from '../http/app-error';
import type { FamilyServiceDeps } from './family.service';
import { guardianOf, pupilOf } from './family-roles';

const A = ACCOUNT_MSG.en;
const DAY_MS = 86_400_000;

/** Whether a pupil waits for a guardian's consent: a request made, none given, and still under 18. */
export async function consentNeeded(
  db: Db,
  user: { id: number; dob: string | null },
  at: Date,
): Promise<boolean> {
  if (!isMinor(user.dob, at)) return false;
  const consent = await familyRepository.consentOf(db, user.id);
  return consent !== undefined && consent.given_at === null;
}

/**
 * Links between a guardian and a pupil (issue 20): a guardian's request the pupil confirms, unlinking from
 * either side, and the consent a pupil under 18 who signed up alone waits for (asked at sign-up, given with
 * the mailed link).
 */
export function createFamilyLinks(deps: FamilyServiceDeps) {
  const { db, clock, tokens, mailer } = deps;
  const limiter = createAttemptLimiter({ db, clock });
  const { mailTokenLink } = tokenMails({ tokens, mailer });

  const links = {
    /**
     * Asks an existing pupil to confirm the link: a `child_link` token for the pupil, mailed to them. An
     * address without a pupil's account gets the same refusal as a non-pupil's, and both count.
     */
    async linkChild(actor: Actor, email: string): Promise<void> {
      const guardian = guardianOf(actor);
      await limiter.attempt(childLinkKeys(guardian.id), A.childLinkThrottled);
      const pupil = await userRepository.findByEmail(db, email);
      const roles = pupil ? await userRepository.rolesOf(db, pupil.id) : [];
      if (!pupil || !pupil.is_active || pupil.id === guardian.id || !roles.includes('student'))
        throw AppError.invalid({ email: [A.childLinkNotPupil] }, A.childLinkNotPupil, 'not_a_pupil');
      if (await familyRepository.isGuardianOf(db, guardian.id, pupil.id))
        throw AppError.conflict(A.childAlreadyLinked, 'already_linked');
      const self = await userRepository.findById(db, guardian.id);
      const guardianName = self?.name ?? '';
      await db.transaction().execute((trx) =>
        mailTokenLink(
          trx,
          pupil,
          { purpose: 'child_link', payload: { guardianId: guardian.id } },
          {
            template: 'child-link',
            data: (token) => ({
              name: pupil.name,
              guardianName,
              token,
              expiresInDays: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.child_link / DAY_MS),
            }),
            idempotencyKey: `child-link:${guardian.id}:${pupil.id}:${clock().getTime()}`,
          },
        ),
      );
    },

    /** The pupil confirms a guardian's request, signed in as the pupil the link was sent to. */
    async confirmLink(actor: Actor, token: string) {
      const pupil = pupilOf(actor);
      return db.transaction().execute(async (trx) => {
        const used = await tokens.consume('child_link', token, { db: trx, userId: pupil.id });
        if (!used.ok) throw tokenRefused(used.reason);
        const guardian = await userRepository.findById(trx, used.payload.guardianId);
        const roles = guardian ? await userRepository.rolesOf(trx, guardian.id) : [];
        if (!guardian || !guardian.is_active || !roles.includes('parent')) throw tokenRefused('invalid');
        await familyRepository.link(trx, guardian.id, pupil.id, 'linked', clock().toISOString());
        return { guardian: { id: guardian.id, name: guardian.name, email: guardian.email } };
      });
    },

    async unlinkChild(actor: Actor, childId: number): Promise<void> {
      const guardian = guardianOf(actor);
      if (!(await familyRepository.unlink(db, guardian.id, childId)))
        throw AppError.notFound(A.childNotFound, 'child_not_found');
    },

    async guardians(actor: Actor) {
      const pupil = pupilOf(actor);
      const [rows, user, consent] = await Promise.all([
        familyRepository.guardiansOf(db, pupil.id),
        userRepository.findById(db, pupil.id),
        familyRepository.consentOf(db, pupil.id),
      ]);
      const needed = user ? await consentNeeded(db, user, clock()) : false;
      return {
        guardians: rows.map((g) => ({ id: g.id, name: g.name, email: g.email })),
        consent_needed: needed,
        consent_asked:
          needed && consent ? { email: consent.guardian_email, requested_at: consent.requested_at } : null,
      };
    },

    /**
     * A pupil still waiting asks again (the mail was lost, or the link expired): a new link to the same
     * address, which revokes the old one. Throttled per pupil and per address.
     */
    async resendConsent(actor: Actor): Promise<{ sent: true; email: string }> {
      const pupil = pupilOf(actor);
      const [user, consent] = await Promise.all([
        userRepository.findById(db, pupil.id),
        familyRepository.consentOf(db, pupil.id),
      ]);
      if (!user || !consent || !(await consentNeeded(db, user, clock())))
        throw AppError.conflict(A.guardianConsentNotAwaited, 'consent_not_awaited');
      await limiter.attempt(guardianConsentKeys(user.id, consent.guardian_email), A.guardianConsentThrottled);
      await db
        .transaction()
        .execute((trx) =>
          links.requestConsent(
            trx,
            { id: user.id, name: user.name },
            consent.guardian_email,
            PRIVACY_NOTICE_VERSION,
          ),
        );
      return { sent: true, email: consent.guardian_email };
    },

    async unlinkGuardian(actor: Actor, guardianId: number): Promise<void> {
      const pupil = pupilOf(actor);
      if (!(await familyRepository.unlink(db, guardianId, pupil.id)))
        throw AppError.notFound(A.guardianNotFound, 'guardian_not_found');
    },

    /**
     * At a pupil's sign-up, in its transaction: a minor names a guardian, who is mailed a consent link. The
     * guardian's address is throttled before (`guardianAddressKeys`), as the pupil has no id yet.
     */
    async requestConsent(
      trx: Transaction<Database>,
      child: { id: number; name: string },
      guardianEmail: string,
      noticeVersion: string,
    ): Promise<void> {
      const now = clock().toISOString();
      await familyRepository.requestConsent(trx, {
        child_id: child.id,
        guardian_email: guardianEmail,
        requested_at: now,
      });
      const issued = await tokens.issue(
        { purpose: 'guardian_consent', userId: child.id, payload: { guardianEmail, noticeVersion } },
        trx,
      );
      const guardian = await userRepository.findByEmail(trx, guardianEmail);
      await mailer.enqueue(trx, {
        template: 'guardian-consent',
        data: {
          guardianName: guardian?.name ?? guardianEmail,
          childName: child.name,
          token: issued.token,
          expiresInDays: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.guardian_consent / DAY_MS),
        },
        to: { email: guardianEmail, name: guardian?.name ?? guardianEmail },
        language: mailLanguageOf(guardian?.language),
        userId: guardian?.id ?? null,
        idempotencyKey: `guardian-consent:${child.id}:${now}`,
      });
    },

    throttleConsentRequest(guardianEmail: string) {
      return limiter.attempt(guardianAddressKeys(guardianEmail), A.guardianConsentThrottled);
    },

    /** What a consent link asks, without using it. */
    async consentCheck(token: string) {
      const found = await tokens.check('guardian_consent', token);
      if (!found.ok) throw tokenRefused(found.reason);
      const child = await userRepository.findById(db, found.userId);
      if (!child) throw tokenRefused('invalid');
      const consent = await familyRepository.consentOf(db, child.id);
      return {
        child_name: child.name,
        version: GUARDIAN_CONSENT_VERSION,
        wording: {
          en: GUARDIAN_CONSENT_WORDING.en.consent(child.name),
          ms: GUARDIAN_CONSENT_WORDING.ms.consent(child.name),
        },
        given: Boolean(consent?.given_at),
      };
    },

    /**
     * The guardian consents with the mailed link (signed in or not): once, recording the time, the version
     * and the words shown in the language they read. A signed-in parent account with the address the link
     * was sent to is recorded as the guardian and holds the pupil as their child from then on.
     */
    async consent(actor: Actor, token: string, language: MailLanguage, meta: { ip: string }) {
      await db.transaction().execute(async (trx) => {
        const used = await tokens.consume('guardian_consent', token, { db: trx });
        if (!used.ok) throw tokenRefused(used.reason);
        const child = await userRepository.findById(trx, used.userId);
        if (!child) throw tokenRefused('invalid');
        const now = clock().toISOString();
        let guardianId: number | null = null;
        if (actor.kind === 'user') {
          const me = await userRepository.findById(trx, actor.id);
          if (me && me.email.toLowerCase() === used.payload.guardianEmail.toLowerCase()) guardianId = me.id;
        }
        const given = await familyRepository.giveConsent(trx, child.id, {
          guardian_id: guardianId,
          given_at: now,
          version: GUARDIAN_CONSENT_VERSION,
          language,
          wording: GUARDIAN_CONSENT_WORDING[language].consent(child.name),
          ip: meta.ip,
        });
        if (!given) throw AppError.conflict(A.guardianConsentAlreadyGiven, 'consent_given');
        if (guardianId !== null && hasRole(actor, 'parent'))
          await familyRepository.link(trx, guardianId, child.id, 'linked', now);
      });
    },
  };
  return links;
}
