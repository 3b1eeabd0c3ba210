import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { myOrdersRepository } from '@mahir/db/repositories/my-orders.repository';
import {
  EINVOICE_TEXT,
  type EInvoiceRequestBody,
  type EInvoiceRow,
  type EInvoiceView,
  ORDER_TEXT,
  type TaxDetails,
  type TaxDetailsBody,
} from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { identityForDocument, isIdType, normalizeIdentity } from '@mahir/shared/einvoice/index';
import { type Actor, hasRole, type UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { EInvoiceConfig } from './einvoice-config';
import { addressLines, issueIndividualInvoice, stateCode } from './einvoice-issue';
import { eInvoiceRow, eInvoiceView } from './einvoice-view';
import { type MyInvoisClient, MyInvoisError } from './myinvois-client';

/** Documents a page of the back-office list holds. */
export const EINVOICES_PER_PAGE = 25;

const T = EINVOICE_TEXT;

function userOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  return actor;
}

function adminOf(actor: Actor): UserActor {
  const user = userOf(actor);
  if (!hasRole(user, 'admin')) throw AppError.forbidden();
  return user;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /unique|duplicate|primary key/i.test(err.message);
}

export interface EInvoiceServiceDeps extends ServiceDeps {
  config: EInvoiceConfig;
  /** MyInvois (or its sandbox), for cancellations. */
  client: MyInvoisClient;
}

/** A buyer's own e-Invoice, the back office's list and cancellation, and users' tax details. */
export function createEInvoiceService({ db, clock, config, client }: EInvoiceServiceDeps) {
  return {
    /**
     * Records a buyer's own e-Invoice for one of their paid orders, once; the submission job sends it to
     * MyInvois and reads its validation. Another user's order is not found, as on the receipt.
     */
    async request(actor: Actor, reference: string, body: EInvoiceRequestBody): Promise<EInvoiceView> {
      const user = userOf(actor);
      const order = await myOrdersRepository.byReference(db, reference);
      if (!order || order.user_id !== user.id) throw AppError.notFound(ORDER_TEXT.notFound);
      if (order.status !== 'paid') throw AppError.conflict(T.notPaid);
      if (order.grand_total <= 0) throw AppError.conflict(T.nothingPaid);
      const postcode = body.postcode ?? order.postcode ?? body.address.match(/\b\d{5}\b/)?.[0] ?? null;
      const city = body.city ?? order.city ?? null;
      if (!postcode || !/^\d{5}$/.test(postcode) || !city)
        throw AppError.invalid({ address: [T.addressIncomplete] });
      const phone = body.phone ?? order.phone_no ?? null;
      if (!phone || phone.replace(/\D/g, '').length < 7)
        throw AppError.invalid({ phone: ['A phone number of 7 to 20 digits'] });
      const lines = await myOrdersRepository.lines(db, [order.id]);
      const now = clock();
      try {
        const id = await db.transaction().execute(async (trx) => {
          if (await einvoiceRepository.coveringOrder(trx, order.id))
            throw AppError.conflict(T.alreadyRequested);
          return issueIndividualInvoice(trx, config, now, {
            order,
            lines,
            buyer: {
              name: body.name,
              tin: body.tin,
              idType: body.id_type,
              idValue: body.id_value,
              phone,
              email: body.email ?? order.email,
              address: {
                lines: addressLines(body.address),
                postcode,
                city,
                state: stateCode(body.state ?? order.state),
                country: 'MYS',
              },
            },
          });
        });
        const row = await einvoiceRepository.byId(db, id);
        if (!row) throw AppError.notFound();
        return eInvoiceView(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw AppError.conflict(T.alreadyRequested);
        throw err;
      }
    },

    /** One page of every e-Invoice issued, newest first (admin). */
    async list(
      actor: Actor,
      query: { page: number; status?: EInvoiceRow['status']; kind?: EInvoiceRow['kind'] },
    ) {
      adminOf(actor);
      const now = clock();
      const { rows, total } = await einvoiceRepository.page(
        db,
        { status: query.status, kind: query.kind },
        query.page,
        EINVOICES_PER_PAGE,
      );
      return pageOf(
        rows.map((r) => eInvoiceRow(r, now)),
        total,
        query.page,
        EINVOICES_PER_PAGE,
      );
    },

    /**
     * Cancels a valid e-Invoice within MyInvois's 72-hour window, with a reason (admin). MyInvois decides
     * last (a note referencing it refuses); of two admins cancelling at once, one records it.
     */
    async cancel(actor: Actor, id: number, reason: string): Promise<EInvoiceRow> {
      const admin = adminOf(actor);
      const row = await einvoiceRepository.byId(db, id);
      if (!row) throw AppError.notFound();
      const now = clock();
      if (row.status !== 'valid' || !row.uuid || !eInvoiceRow(row, now).cancellable)
        throw AppError.conflict(T.cancelNotAllowed);
      try {
        await client.cancelDocument(row.uuid, reason);
      } catch (err) {
        if (err instanceof MyInvoisError && err.status >= 400 && err.status < 500)
          throw AppError.conflict(`${T.cancelNotAllowed} (${err.code}: ${err.message})`);
        throw err;
      }
      await einvoiceRepository.transition(db, row.id, 'valid', {
        status: 'cancelled',
        cancelled_at: now.toISOString(),
        cancel_reason: reason,
        cancelled_by: admin.id,
      });
      const after = await einvoiceRepository.byId(db, id);
      if (!after) throw AppError.notFound();
      return eInvoiceRow(after, now);
    },

    /** The caller's saved tax details, or null. */
    async taxDetails(actor: Actor): Promise<TaxDetails | null> {
      const row = await einvoiceRepository.taxDetails(db, userOf(actor).id);
      if (!row) return null;
      return {
        tin: row.tin,
        id_type: isIdType(row.id_type) ? row.id_type : 'NRIC',
        id_value: row.id_value,
        name: row.name,
        address: row.address,
        postcode: row.postcode,
        city: row.city,
        state: row.state,
        phone: row.phone,
        sst: row.sst,
      };
    },

    /** Saves the caller's tax details (checked by the contract: TIN and identity formats). */
    async saveTaxDetails(actor: Actor, body: TaxDetailsBody): Promise<TaxDetails> {
      const user = userOf(actor);
      const details: TaxDetails = {
        tin: normalizeIdentity(body.tin),
        id_type: body.id_type,
        id_value: identityForDocument(body.id_type, body.id_value),
        name: body.name,
        address: body.address,
        postcode: body.postcode,
        city: body.city,
        state: body.state,
        phone: body.phone,
        sst: body.sst || null,
      };
      await einvoiceRepository.saveTaxDetails(db, {
        user_id: user.id,
        ...details,
        updated_at: clock().toISOString(),
      });
      return details;
    },
  };
}
