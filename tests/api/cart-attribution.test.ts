import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { addCourse, addMerchandise, referenceOf, shipping, type UrlBody } from './cart-fixtures';
import { userIdOf } from './learning-fixtures';
import { orderByRef } from './money-fixtures';

const standard = { name: 'Siti Aminah', email: 'siti@example.my', phone_no: '0123456789' };

describe.each(dialects())('cart: affiliate attribution comes only from the link on %s', (dialect) => {
  let server: TestServer;
  let affiliateId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const affiliateUser = await userIdOf(server.db, 'affiliate@demo.my');
    affiliateId = (
      await server.db
        .selectFrom('affiliates')
        .select('id')
        .where('user_id', '=', affiliateUser)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());

  /** A fresh buyer session, optionally having followed the affiliate's link first. */
  async function buyer(email: string, followedLink: boolean): Promise<TestClient> {
    const client = await clientFor(server.url, email);
    if (followedLink) expect((await client.request('GET', '/a/MEILING26')).status).toBe(302);
    return client;
  }

  it('place-order-merchandise ignores an affiliate_id in the body', async () => {
    const userId = await userIdOf(server.db, 'student@demo.my');
    const plain = await buyer('student@demo.my', false);
    await addMerchandise(server.db, userId, 1, 1);
    const placed = await plain.post<UrlBody>('/ajax/v2/cart/place-order-merchandise', {
      ...shipping,
      affiliate_id: affiliateId,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await orderByRef(server.db, referenceOf(placed.body.data.url))).affiliate_id).toBeNull();

    const linked = await buyer('student@demo.my', true);
    await addMerchandise(server.db, userId, 1, 1);
    const viaLink = await linked.post<UrlBody>('/ajax/v2/cart/place-order-merchandise', {
      ...shipping,
      affiliate_id: 999_999,
    });
    expect(viaLink.status, JSON.stringify(viaLink.body)).toBe(200);
    expect((await orderByRef(server.db, referenceOf(viaLink.body.data.url))).affiliate_id).toBe(affiliateId);
  });

  it('place-order likewise', async () => {
    const plain = await buyer('parent@demo.my', false);
    await addCourse(plain, server.db, 'demo-video-course');
    const placed = await plain.post<UrlBody>('/ajax/v2/cart/place-order', {
      ...standard,
      affiliate_id: affiliateId,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await orderByRef(server.db, referenceOf(placed.body.data.url))).affiliate_id).toBeNull();

    const linked = await buyer('parent@demo.my', true);
    await addCourse(linked, server.db, 'demo-audio-course');
    const viaLink = await linked.post<UrlBody>('/ajax/v2/cart/place-order', standard);
    expect(viaLink.status, JSON.stringify(viaLink.body)).toBe(200);
    expect((await orderByRef(server.db, referenceOf(viaLink.body.data.url))).affiliate_id).toBe(affiliateId);
  });
});
