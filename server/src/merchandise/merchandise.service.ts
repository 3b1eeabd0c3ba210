import { cartRepository } from '@mahir/db/repositories/cart.repository';
import { merchandiseRepository } from '@mahir/db/repositories/merchandise.repository';
import { MERCHANDISE_QTY, MERCHANDISE_TEXT, type MerchandiseView } from '@mahir/shared';
import type { Actor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { keptCartOwner } from '../cart/cart-owner';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';

/** The cart type merchandise goes into (its checkout shows the shipping form). */
export const MERCHANDISE_CART = 'merchandise';

/** Merchandise (spec 000 §2.7): listing, detail with gallery, and the merchandise cart. */
export function createMerchandiseService({ db, clock }: ServiceDeps) {
  async function photosOf(ids: number[]) {
    const rows = await merchandiseRepository.galleries(db, ids);
    const byItem = new Map<number, Array<{ url: string; index: number }>>();
    for (const r of rows) {
      const list = byItem.get(r.merchandise_id) ?? [];
      list.push({ url: publicMediaUrl(r.hashslug, r.extension), index: list.length });
      byItem.set(r.merchandise_id, list);
    }
    return byItem;
  }

  return {
    async list() {
      const rows = await merchandiseRepository.listOnSale(db);
      const photos = await photosOf(rows.map((r) => r.id));
      return {
        merchandise: rows.map((r) => ({
          hashslug: r.hashslug,
          name: r.name,
          price: r.price,
          photo: photos.get(r.id)?.[0]?.url ?? null,
        })),
      };
    },

    async view(hashslug: string): Promise<{ merchandise: MerchandiseView }> {
      const row = await merchandiseRepository.findOnSale(db, hashslug);
      if (!row) throw AppError.notFound();
      const photos = await photosOf([row.id]);
      return {
        merchandise: {
          hashslug: row.hashslug,
          name: row.name,
          desc: row.description,
          price: row.price,
          size: row.size,
          color: row.color,
          galleries: photos.get(row.id) ?? [],
        },
      };
    },

    /** Adds a quantity to the merchandise cart; a line never holds more than 1000. */
    async add(
      actor: Actor,
      input: { hashslug: string; quantity: number },
      visitorSession: () => Promise<string>,
    ): Promise<{ url: string }> {
      const row = await merchandiseRepository.findOnSale(db, input.hashslug);
      if (!row) throw AppError.notFound();
      // A visitor's cart is kept in a session started only now, when there is something to keep.
      const owner = await keptCartOwner(actor, visitorSession);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        const cartId = await cartRepository.ensure(trx, owner, MERCHANDISE_CART, now);
        const rowId = `merchandise:${row.id}`;
        const existing = await cartRepository.line(trx, cartId, rowId);
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        if (quantity > MERCHANDISE_QTY.max)
          throw AppError.invalid({ quantity: [MERCHANDISE_TEXT.quantityInvalid] });
        await cartRepository.putLine(trx, cartId, {
          rowId,
          itemType: 'merchandise',
          itemId: row.id,
          name: row.name,
          price: row.price,
          quantity,
        });
      });
      return { url: '/cart' };
    },
  };
}
