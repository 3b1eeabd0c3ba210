import { createHash, randomInt } from 'node:crypto';
import { userRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { affiliateRepository } from '@mahir/db/repositories/affiliate.repository';
import { AFFILIATE_LINK_PREFIX, AFFILIATE_TEXT } from '@mahir/shared';
import { daysInMonth, malaysiaDayOfMonth, malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

/** Courses offered with their own affiliate link. */
const COURSE_LINKS = 12;

/** An affiliate's link: `/a/<code>`, optionally landing on a course. */
export function affiliateLink(code: string, courseHashslug?: string): string {
  const base = `${AFFILIATE_LINK_PREFIX}${encodeURIComponent(code)}`;
  return courseHashslug ? `${base}?course=${encodeURIComponent(courseHashslug)}` : base;
}

function codeBase(name: string): string {
  const letters = name
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 6);
  return letters.length >= 3 ? letters : 'MAHIR';
}

/** Affiliate self sign-up, links, click recording and monthly statistics (spec 000 §2.10). */
export function createAffiliateService({ db, clock }: ServiceDeps) {
  async function requireAffiliate(userId: number) {
    const affiliate = await affiliateRepository.byUser(db, userId);
    if (!affiliate) throw AppError.forbidden(AFFILIATE_TEXT.notAffiliate);
    return affiliate;
  }

  return {
    /** Makes the user an affiliate with a fresh code; a second sign-up answers the same link. */
    async signUp(actor: UserActor) {
      const existing = await affiliateRepository.byUser(db, actor.id);
      if (existing) return { is_affiliate: true as const, link: affiliateLink(existing.code) };
      const account = await userRepository.findById(db, actor.id);
      if (!account) throw AppError.unauthenticated();
      const base = codeBase(account.name);
      let code = '';
      for (let i = 0; i < 20 && !code; i++) {
        const candidate = `${base}${randomInt(10, 1000)}`;
        if (!(await affiliateRepository.codeTaken(db, candidate))) code = candidate;
      }
      if (!code) throw new AppError(500, 'Could not create an affiliate code.');
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await affiliateRepository.create(trx, actor.id, code, now);
        await accountRepository.addRole(trx, actor.id, 'affiliate');
      });
      const created = await requireAffiliate(actor.id);
      return { is_affiliate: true as const, link: affiliateLink(created.code) };
    },

    async link(actor: UserActor) {
      const affiliate = await affiliateRepository.byUser(db, actor.id);
      if (!affiliate) return { is_affiliate: false, link: null, courses: [] };
      const courses = await affiliateRepository.courses(db, COURSE_LINKS);
      return {
        is_affiliate: true,
        link: affiliateLink(affiliate.code),
        courses: courses.map((c) => ({
          id: c.id,
          title: c.title,
          link_ref: affiliateLink(affiliate.code, c.hashslug),
        })),
      };
    },

    /**
     * Records one click for a visit to an affiliate link and answers the affiliate id to remember and
     * where to send the visitor; an unknown code just goes home.
     */
    async visit(
      code: string,
      courseHashslug: string | null,
      visitor: { ip: string; userAgent: string },
    ): Promise<{ affiliateId: number | null; redirect: string }> {
      const affiliate = await affiliateRepository.byCode(db, code);
      if (!affiliate) return { affiliateId: null, redirect: '/' };
      const course = courseHashslug
        ? await affiliateRepository.courseIdBySlug(db, courseHashslug)
        : undefined;
      const now = clock().toISOString();
      await affiliateRepository.recordClick(db, {
        affiliateId: affiliate.id,
        courseId: course?.id ?? null,
        visitorHash: createHash('sha256').update(`${visitor.ip}|${visitor.userAgent}`).digest('hex'),
        now,
      });
      return {
        affiliateId: affiliate.id,
        redirect: course && courseHashslug ? `/course/${encodeURIComponent(courseHashslug)}` : '/',
      };
    },

    /** Clicks per day of a month, in Malaysia time. */
    async dailyClicks(actor: UserActor, month: number, year: number) {
      const affiliate = await requireAffiliate(actor.id);
      const { from, to } = malaysiaMonthRange(year, month);
      const rows = await affiliateRepository.clicksBetween(db, affiliate.id, from, to);
      const counts = new Array<number>(daysInMonth(year, month)).fill(0);
      for (const r of rows) {
        const day = malaysiaDayOfMonth(r.created_at);
        counts[day - 1] = (counts[day - 1] ?? 0) + 1;
      }
      const mm = String(month).padStart(2, '0');
      return {
        days: counts.map((clicks, i) => ({
          date: `${year}-${mm}-${String(i + 1).padStart(2, '0')}`,
          clicks,
        })),
        total: rows.length,
      };
    },

    /** Commissions and attributed orders of a month; amounts in sen. */
    async commissions(actor: UserActor, month: number, year: number) {
      const affiliate = await requireAffiliate(actor.id);
      const { from, to } = malaysiaMonthRange(year, month);
      const [rows, orders] = await Promise.all([
        affiliateRepository.commissionsBetween(db, affiliate.id, from, to),
        affiliateRepository.ordersBetween(db, affiliate.id, from, to),
      ]);
      return { commissions: rows, total: rows.reduce((sum, r) => sum + r.amount, 0), orders };
    },
  };
}
