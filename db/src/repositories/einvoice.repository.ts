import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../connection';
import type {
  EInvoiceDocumentKind,
  EInvoiceDocumentStatus,
  EInvoiceDocumentTable,
  UserTaxDetailsTable,
} from './einvoice.table';

export type {
  EInvoiceDocumentKind,
  EInvoiceDocumentStatus,
  EInvoiceDocumentTable,
  UserTaxDetailsTable,
} from './einvoice.table';
export type EInvoiceDocumentRow = Selectable<EInvoiceDocumentTable>;
export type NewEInvoiceDocument = Insertable<EInvoiceDocumentTable>;
export type TaxDetailsRow = Selectable<UserTaxDetailsTable>;

/** Rows a statement may bind at once on either database (SQLite's limit is the lower). */
const CHUNK = 500;

/** A paid order as the month's consolidated e-Invoice takes it: its reference and what was paid. */
export interface ConsolidationOrderRow {
  id: number;
  order_no: string;
  grand_total: number;
}

/** Our e-Invoices, the orders they cover, and users' tax details. */
export const einvoiceRepository = {
  async insert(db: Db, row: NewEInvoiceDocument): Promise<number> {
    const r = await db.insertInto('einvoice_documents').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },

  /** Marks orders as covered by a document; the order's primary key refuses a second cover. */
  async cover(db: Db, documentId: number, orderIds: readonly number[]): Promise<void> {
    for (let i = 0; i < orderIds.length; i += CHUNK)
      await db
        .insertInto('einvoice_document_orders')
        .values(orderIds.slice(i, i + CHUNK).map((order_id) => ({ document_id: documentId, order_id })))
        .execute();
  },

  byId(db: Db, id: number): Promise<EInvoiceDocumentRow | undefined> {
    return db.selectFrom('einvoice_documents').selectAll().where('id', '=', id).executeTakeFirst();
  },

  bySourceRef(db: Db, sourceRef: string): Promise<EInvoiceDocumentRow | undefined> {
    return db
      .selectFrom('einvoice_documents')
      .selectAll()
      .where('source_ref', '=', sourceRef)
      .executeTakeFirst();
  },

  /** Source references starting with a prefix (a month's consolidated documents: `month:2026-11:`). */
  withSourcePrefix(db: Db, prefix: string): Promise<EInvoiceDocumentRow[]> {
    return db
      .selectFrom('einvoice_documents')
      .selectAll()
      .where('source_ref', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
  },

  /** The buyer-facing e-Invoice covering an order (its own, or the consolidated one), if any. */
  coveringOrder(db: Db, orderId: number): Promise<EInvoiceDocumentRow | undefined> {
    return db
      .selectFrom('einvoice_document_orders as c')
      .innerJoin('einvoice_documents as d', 'd.id', 'c.document_id')
      .selectAll('d')
      .where('c.order_id', '=', orderId)
      .executeTakeFirst();
  },

  /**
   * Every document about an order, oldest first: its own e-Invoice or the consolidated one covering it, and
   * the credit notes of its refunds (the back office's order view).
   */
  ofOrder(db: Db, orderId: number): Promise<EInvoiceDocumentRow[]> {
    return db
      .selectFrom('einvoice_documents as d')
      .selectAll('d')
      .where((eb) =>
        eb.or([
          eb('d.order_id', '=', orderId),
          eb(
            'd.id',
            'in',
            eb
              .selectFrom('einvoice_document_orders as c')
              .select('c.document_id')
              .where('c.order_id', '=', orderId),
          ),
        ]),
      )
      .orderBy('d.id')
      .execute();
  },

  /** Documents in a state, oldest first (what the submission job sends or polls next). */
  inStatus(db: Db, status: EInvoiceDocumentStatus, limit: number): Promise<EInvoiceDocumentRow[]> {
    return db
      .selectFrom('einvoice_documents')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Moves a document on only from the state it was read in; false when someone else moved it first. */
  async transition(
    db: Db,
    id: number,
    from: EInvoiceDocumentStatus,
    set: Updateable<EInvoiceDocumentTable>,
  ): Promise<boolean> {
    const r = await db
      .updateTable('einvoice_documents')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** One page of documents, newest first, optionally of one status or kind. */
  async page(
    db: Db,
    filter: { status?: EInvoiceDocumentStatus; kind?: EInvoiceDocumentKind },
    page: number,
    perPage: number,
  ): Promise<{ rows: EInvoiceDocumentRow[]; total: number }> {
    let q = db.selectFrom('einvoice_documents');
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /**
   * Paid orders of a period with money paid that no e-Invoice covers yet, by reference: what the month's
   * consolidated e-Invoice takes.
   */
  uncoveredPaidOrders(db: Db, from: string, to: string): Promise<ConsolidationOrderRow[]> {
    return db
      .selectFrom('orders as o')
      .select(['o.id', 'o.order_no', 'o.grand_total'])
      .where('o.paid_at', '>=', from)
      .where('o.paid_at', '<', to)
      .where('o.grand_total', '>', 0)
      .where('o.status', 'in', ['paid', 'pending_cancellation', 'cancelled'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('einvoice_document_orders as c')
              .select('c.order_id')
              .whereRef('c.order_id', '=', 'o.id'),
          ),
        ),
      )
      .orderBy('o.order_no')
      .execute();
  },

  /** Paid commissions by id with their payee (the reseller's user) and order, for self-billed e-Invoices. */
  paidCommissions(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('commissions as c')
      .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['c.id', 'c.amount_final', 'c.created_at', 'r.user_id', 'u.email', 'o.order_no'])
      .where('c.id', 'in', [...ids])
      .where('c.status', '=', 'paid')
      .orderBy('c.id')
      .execute();
  },

  /** Paid affiliate commissions in the shape of `paidCommissions` (the affiliate's user is the payee). */
  paidAffiliateCommissions(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('affiliate_commissions as c')
      .innerJoin('affiliates as a', 'a.id', 'c.affiliate_id')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['c.id', 'c.amount as amount_final', 'c.created_at', 'a.user_id', 'u.email', 'o.order_no'])
      .where('c.id', 'in', [...ids])
      .where('c.status', '=', 'paid')
      .orderBy('c.id')
      .execute();
  },

  taxDetails(db: Db, userId: number): Promise<TaxDetailsRow | undefined> {
    return db.selectFrom('user_tax_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  async saveTaxDetails(db: Db, row: Insertable<UserTaxDetailsTable>): Promise<void> {
    const { user_id: _id, ...rest } = row;
    await db
      .insertInto('user_tax_details')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
      .execute();
  },
};
