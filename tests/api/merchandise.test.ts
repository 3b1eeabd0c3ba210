import { MERCHANDISE_TEXT } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface ItemBody {
  data: {
    merchandise: {
      name: string;
      desc: string;
      price: number;
      size: string;
      color: string;
      galleries: Array<{ url: string; index: number }>;
    };
  };
}
interface Answer {
  data: { url: string };
  message?: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('merchandise on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let shirt: string;
  let hidden: string;

  const cartLines = (userId: number | null) => {
    let q = server.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select([
        'cart_items.row_id',
        'cart_items.quantity',
        'cart_items.price',
        'carts.type',
        'carts.edit_address',
      ]);
    q = userId === null ? q.where('carts.user_id', 'is', null) : q.where('carts.user_id', '=', userId);
    return q.where('carts.type', '=', 'merchandise').execute();
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student] = await Promise.all([clientFor(server.url), clientFor(server.url, 'student@demo.my')]);
    const rows = await server.db
      .selectFrom('merchandise')
      .select(['hashslug', 'name', 'status_id'])
      .orderBy('id')
      .execute();
    shirt = rows.find((r) => r.name === 'T-Shirt Mahir Edisi 2026')?.hashslug ?? '';
    hidden = rows.find((r) => r.status_id !== 1)?.hashslug ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists merchandise on sale with a photo, and not the items off sale', async () => {
    const res = await visitor.get<{
      data: { merchandise: Array<{ hashslug: string; photo: string | null }> };
    }>('/ajax/v2/merchandise/list');
    expect(res.status).toBe(200);
    const slugs = res.body.data.merchandise.map((m) => m.hashslug);
    expect(slugs).toContain(shirt);
    expect(slugs).not.toContain(hidden);
    for (const m of res.body.data.merchandise) expect(m.photo).toMatch(/^\/media\/public\//);
  });

  it('shows an item with size, color and its gallery in order', async () => {
    const res = await visitor.post<ItemBody>(
      '/ajax/v2/merchandise/hashslug',
      { hashslug: shirt },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.merchandise).toMatchObject({
      name: 'T-Shirt Mahir Edisi 2026',
      price: 3500,
      color: 'Biru Tua',
      size: 'S, M, L, XL',
    });
    expect(res.body.data.merchandise.galleries.map((g) => g.index)).toEqual([0, 1]);
    const photo = await fetch(`${server.url}${res.body.data.merchandise.galleries[0]?.url}`);
    expect(photo.status).toBe(200);
    expect(
      (await visitor.post('/ajax/v2/merchandise/hashslug', { hashslug: hidden }, { form: true })).status,
    ).toBe(404);
  });

  it('refuses quantities outside 1 to 1000 and leaves the cart alone', async () => {
    for (const quantity of [0, -1, 1001, 2.5, 'abc']) {
      const res = await student.post<Answer>('/ajax/v2/merchandise/add', { hashslug: shirt, quantity });
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.errors?.quantity).toEqual([MERCHANDISE_TEXT.quantityInvalid]);
    }
    const studentId = await userIdOf(server.db, 'student@demo.my');
    expect(await cartLines(studentId)).toEqual([]);
    expect((await student.post('/ajax/v2/merchandise/add', { hashslug: hidden, quantity: 1 })).status).toBe(
      404,
    );
  });

  it('adds to the merchandise cart, adds up a repeat, and never holds more than 1000', async () => {
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const res = await student.post<Answer>('/ajax/v2/merchandise/add', { hashslug: shirt, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe('/cart');
    await student.post<Answer>('/ajax/v2/merchandise/add', { hashslug: shirt, quantity: 3 });
    expect(await cartLines(studentId)).toEqual([
      {
        row_id: expect.stringMatching(/^merchandise:/),
        quantity: 5,
        price: 3500,
        type: 'merchandise',
        edit_address: 1,
      },
    ]);
    const over = await student.post<Answer>('/ajax/v2/merchandise/add', { hashslug: shirt, quantity: 996 });
    expect(over.status).toBe(422);
    expect((await cartLines(studentId))[0]?.quantity).toBe(5);
    const visitorAdd = await visitor.post<Answer>('/ajax/v2/merchandise/add', {
      hashslug: shirt,
      quantity: 1000,
    });
    expect(visitorAdd.status).toBe(200);
    expect((await cartLines(null)).map((l) => l.quantity)).toEqual([1000]);
  });
});
