import type { Db } from '@mahir/db';
import { cartRepository, userCartOwner } from '@mahir/db/repositories/cart.repository';
import type { TestClient } from '../support/http-client';

/** The cart answer as the API tests read it. */
export interface CartBody {
  data: {
    type: 'subscription' | 'merchandise';
    edit_address: 0 | 1;
    cart_items: Array<{ rowId: string; name: string; price: number; quantity: number; subtotal: number }>;
    cart_quantity: number;
    quantity: number;
    sub_total: number;
    discount_total_amount: number;
    mahir_coins: number;
    mahir_coins_amount: number;
    mahir_points: number;
    grand_total: number;
    is_recurring: boolean;
    is_free_mahir: 0 | 1;
    payment_methods: string[];
    payment_method: string;
    button_label: string;
    counts: { subscription: number; merchandise: number };
  };
}

export interface UrlBody {
  data: { url: string };
  message?: string;
  errors?: Record<string, string[]>;
}

/** Puts a course in the client's subscription cart the way the course page does. */
export async function addCourse(client: TestClient, db: Db, hashslug: string): Promise<void> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('hashslug', '=', hashslug)
    .executeTakeFirstOrThrow();
  const res = await client.post('/ajax/v2/vod/course/cart', { course_id: course.id }, { form: true });
  if (res.status !== 200)
    throw new Error(`add ${hashslug} to cart: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Puts merchandise in a user's merchandise cart through the cart repository. */
export async function addMerchandise(db: Db, userId: number, merchandiseId: number, quantity: number) {
  const item = await db
    .selectFrom('merchandise')
    .select(['id', 'name', 'price'])
    .where('id', '=', merchandiseId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const cartId = await cartRepository.ensure(db, userCartOwner(userId), 'merchandise', now);
  await cartRepository.addLine(db, cartId, {
    rowId: `merchandise-${item.id}`,
    itemType: 'merchandise',
    itemId: item.id,
    name: item.name,
    price: item.price,
    quantity,
    discount: 0,
    options: null,
  });
  return item;
}

export function countOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** The reference at the end of an order or sandbox url. */
export function referenceOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? '');
}

export const shipping = {
  name: 'Aminah Binti Ali',
  email: 'aminah@example.my',
  phone_no: '0123456789',
  address1: 'No 1, Jalan Mawar',
  address2: 'Taman Melati',
  postcode: '53100',
  city: 'Kuala Lumpur',
  state_id: 1,
};

/** The package checkout's billing step as the demo parent fills it: a new billing address (type 2). */
export const PACKAGE_BILLING = {
  type: 2,
  name: 'Karim bin Ali',
  email: 'karim@example.my',
  phone_no: '0123334444',
  address1: 'No 1, Jalan Kenanga',
  address2: '',
  country: 1,
  postcode: '43000',
  state: 10,
  city: 'Kajang',
};
