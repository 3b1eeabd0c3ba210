import { userRepository } from '@mahir/db';
import { cartLineOptions, cartRepository, userCartOwner } from '@mahir/db/repositories/cart.repository';
import { coinPackRepository } from '@mahir/db/repositories/coin-pack.repository';
import {
  CART_TEXT,
  COIN_PAGES,
  COIN_PAYMENT_METHODS,
  COIN_TEXT,
  type CoinCart,
  type CoinPack,
  MSG,
  type PaymentMethod,
} from '@mahir/shared';
import { type Actor, actorId, type UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import type { OrderPlacer } from '../cart/cart.service';
import { AppError } from '../http/app-error';

/** The cart type that holds coin packs. */
export const COIN_CART = 'coins';
/** Packs of one kind a single order may hold. */
const MAX_PACKS = 100;

function ownerOf(actor: UserActor) {
  return userCartOwner(actor.id);
}

/** Buying Mahir Coins (spec 000 §2.6, §7 "Coins"): packs, the coin cart and its payment. */
export function createCoinService({
  db,
  clock: now,
  orders,
  offered = COIN_PAYMENT_METHODS,
}: ServiceDeps & {
  orders: OrderPlacer;
  /** The provider methods this server takes; coins sell through the card and wallet providers only. */
  offered?: readonly PaymentMethod[];
}) {
  const coinMethods = COIN_PAYMENT_METHODS.filter((m) => offered.includes(m));
  async function cartLines(actor: UserActor) {
    return cartRepository.lines(db, ownerOf(actor).key, COIN_CART);
  }

  return {
    /** Packs on sale and the viewer's balance. */
    async packs(actor: Actor): Promise<{ packs: CoinPack[]; balance: number | null }> {
      const packs = await coinPackRepository.active(db);
      const userId = actorId(actor);
      const balance = userId !== null ? (await coinPackRepository.balances(db, userId)).coins : null;
      return { packs, balance };
    },

    /** Adds one pack to the coin cart (a repeat adds one more, up to 100). */
    async add(actor: UserActor, packId: number): Promise<{ url: string }> {
      const pack = await coinPackRepository.findActive(db, packId);
      if (!pack) throw AppError.notFound(COIN_TEXT.packNotFound);
      await db.transaction().execute(async (trx) => {
        const cartId = await cartRepository.ensure(trx, ownerOf(actor), COIN_CART, now().toISOString());
        await cartRepository.addLine(
          trx,
          cartId,
          {
            rowId: `coin_pack-${pack.id}`,
            itemType: 'coin_pack',
            itemId: pack.id,
            name: pack.name,
            price: pack.price,
            quantity: 1,
            discount: 0,
            options: { coins: pack.coins },
          },
          MAX_PACKS,
        );
      });
      return { url: COIN_PAGES.checkout };
    },

    /** The coin cart, or the pack listing's url when it is empty. */
    async cart(actor: UserActor): Promise<CoinCart> {
      const lines = await cartLines(actor);
      const coinsOf = (l: (typeof lines)[number]) => {
        const coins = cartLineOptions(l.options).coins;
        return typeof coins === 'number' ? coins : 0;
      };
      const items = lines.map((l) => ({
        rowId: l.row_id,
        name: l.name,
        price: l.price,
        quantity: l.quantity,
        coins: coinsOf(l) * l.quantity,
      }));
      return {
        ...(items.length === 0 ? { url: COIN_PAGES.packs } : {}),
        cart_items: items,
        sub_total: lines.reduce((s, l) => s + l.price * l.quantity, 0),
        cart_quantity: lines.reduce((s, l) => s + l.quantity, 0),
        sub_coins: items.reduce((s, i) => s + i.coins, 0),
        payment_methods: coinMethods.length ? coinMethods : ['senangpay'],
      };
    },

    /**
     * Places the coin cart as an order paid through the provider. The lines are taken out of the cart
     * first, so parallel submits of one cart place one order (the others answer 409); a failure to
     * place it puts them back.
     */
    async pay(actor: UserActor, method: 'senangpay' | 'paypal'): Promise<{ url: string }> {
      const buyer = await userRepository.findById(db, actor.id);
      if (!buyer) throw AppError.unauthenticated();
      const lines = await cartLines(actor);
      if (lines.length === 0) throw AppError.invalid({ cart: [MSG.cartEmpty] }, MSG.cartEmpty);
      if (!(await cartRepository.take(db, lines))) throw AppError.conflict(CART_TEXT.alreadyOrdered);
      try {
        const placed = await orders.placeOrder({
          userId: actor.id,
          type: 'coins',
          method,
          lines: lines.map((l) => ({
            itemType: 'coin_pack',
            itemId: l.item_id,
            name: l.name,
            unitPriceSen: l.price,
            quantity: l.quantity,
            details: { cart_row_id: l.row_id },
          })),
          buyer: { name: buyer.name, email: buyer.email },
        });
        return { url: placed.url };
      } catch (err) {
        await cartRepository.restore(db, lines[0]?.cart_id ?? 0, lines);
        throw err;
      }
    },

    /** Empties the coin cart and answers the pack listing. */
    async cancel(actor: UserActor): Promise<{ url: string }> {
      await cartRepository.clear(db, ownerOf(actor).key, COIN_CART);
      return { url: COIN_PAGES.packs };
    },
  };
}
