import { type CouponRow, couponRepository, type NewCoupon } from '@mahir/db/repositories/coupon.repository';
import { COUPON_ADMIN_TEXT, type CouponView } from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import type { CouponInput } from '@mahir/shared/coupons/index';
import { type Actor, hasRole } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { couponOf } from './coupon-row';

/** Coupons a page of the admin list shows. */
export const COUPONS_PER_PAGE = 20;

function adminId(actor: Actor): number {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'admin')) throw AppError.forbidden();
  return actor.id;
}

function viewOf(row: CouponRow, uses: { all: number; paid: number } | undefined): CouponView {
  const rules = couponOf(row);
  return {
    id: row.id,
    ...rules,
    productTypes: [...rules.productTypes],
    owner: row.owner_kind && row.owner_id !== null ? { kind: row.owner_kind, id: row.owner_id } : null,
    redeemed: uses?.all ?? 0,
    paid_uses: uses?.paid ?? 0,
    created_at: row.created_at,
  };
}

/** Admin-made coupon codes (issue 21, docs/coupons-refunds.md): list, create, change; admins only. */
export function createCouponService({ db, clock }: ServiceDeps) {
  /** The columns of a checked admin input; a partner owner must exist (422 otherwise). */
  async function columnsOf(input: CouponInput) {
    let ownerUserId: number | null = null;
    if (input.owner) {
      const userId = await couponRepository.partnerUserId(db, input.owner.kind, input.owner.id);
      if (userId === undefined) throw AppError.invalid({ owner: [COUPON_ADMIN_TEXT.ownerUnknown] });
      ownerUserId = userId;
    }
    return {
      code: input.code,
      value_kind: input.value.kind,
      value: input.value.kind === 'percent' ? input.value.basisPoints : input.value.amountSen,
      product_types: JSON.stringify(input.productTypes),
      min_spend: input.minSpendSen,
      starts_at: input.startsAt ? new Date(input.startsAt).toISOString() : null,
      ends_at: input.endsAt ? new Date(input.endsAt).toISOString() : null,
      total_limit: input.totalLimit,
      per_user_limit: input.perUserLimit,
      owner_kind: input.owner?.kind ?? null,
      owner_id: input.owner?.id ?? null,
      owner_user_id: ownerUserId,
      active: input.active ? 1 : 0,
      updated_at: clock().toISOString(),
    } satisfies Omit<NewCoupon, 'created_by'>;
  }

  async function assertCodeFree(code: string, exceptId: number | null) {
    const taken = await couponRepository.byCode(db, code);
    if (taken && taken.id !== exceptId)
      throw AppError.invalid({ code: [COUPON_ADMIN_TEXT.codeTaken] }, COUPON_ADMIN_TEXT.codeTaken);
  }

  async function withUses(row: CouponRow): Promise<CouponView> {
    const uses = await couponRepository.uses(db, [row.id]);
    return viewOf(row, uses.get(row.id));
  }

  return {
    async list(actor: Actor, page: number, q: string | undefined) {
      adminId(actor);
      const { rows, total } = await couponRepository.page(db, page, COUPONS_PER_PAGE, q?.toUpperCase());
      const uses = await couponRepository.uses(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => viewOf(r, uses.get(r.id))),
        total,
        page,
        COUPONS_PER_PAGE,
      );
    },

    async create(actor: Actor, input: CouponInput): Promise<CouponView> {
      const by = adminId(actor);
      await assertCodeFree(input.code, null);
      const columns = await columnsOf(input);
      try {
        return await withUses(await couponRepository.insert(db, { ...columns, created_by: by }));
      } catch (e) {
        // Two admins creating one code at once: the unique index decides.
        if (await couponRepository.byCode(db, input.code))
          throw AppError.invalid({ code: [COUPON_ADMIN_TEXT.codeTaken] }, COUPON_ADMIN_TEXT.codeTaken);
        throw e;
      }
    },

    /** Changes a coupon; its use so far (`redeemed_count`) is kept, and orders placed keep their discount. */
    async update(actor: Actor, id: number, input: CouponInput): Promise<CouponView> {
      adminId(actor);
      if (!(await couponRepository.byId(db, id))) throw AppError.notFound(COUPON_ADMIN_TEXT.notFound);
      await assertCodeFree(input.code, id);
      if (!(await couponRepository.update(db, id, await columnsOf(input))))
        throw AppError.notFound(COUPON_ADMIN_TEXT.notFound);
      await couponRepository.recount(db, id);
      const row = await couponRepository.byId(db, id);
      if (!row) throw AppError.notFound(COUPON_ADMIN_TEXT.notFound);
      return withUses(row);
    },
  };
}
