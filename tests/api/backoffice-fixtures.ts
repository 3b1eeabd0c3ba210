import { randomBytes } from 'node:crypto';
import type { Db } from '@mahir/db';

/** A copy of a course owned by `userId` (new hashslug, no subscribers), for a tutor with nothing else. */
export async function cloneCourseFor(db: Db, sourceId: number, userId: number): Promise<number> {
  const source = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const { id: _id, version: _version, ...rest } = source;
  const row = await db
    .insertInto('courses')
    .values({
      ...rest,
      hashslug: randomBytes(8).toString('hex'),
      user_id: userId,
      subscriber_count: 0,
      feedback_count: 0,
      rating_sum: 0,
      discussion_count: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a course line of `subtotal` sen to an order, as a course sale. */
export async function addCourseLine(
  db: Db,
  orderId: number,
  courseId: number,
  subtotal: number,
): Promise<void> {
  await db
    .insertInto('order_items')
    .values({
      order_id: orderId,
      item_type: 'course',
      item_id: courseId,
      name: 'Kursus',
      unit_price: subtotal,
      quantity: 1,
      discount: 0,
      subtotal,
    })
    .execute();
}

/** A user with the demo password and no roles, and their pending reseller application. */
export async function pendingApplicant(
  db: Db,
  tag: string,
): Promise<{ email: string; resellerId: number; userId: number }> {
  const source = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'reseller@demo.my')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = source;
  const email = `applicant.${tag}@demo.my`;
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      ...rest,
      email,
      username: `applicant_${tag}`,
      name: `Pemohon ${tag}`,
      icno: null,
      reseller_code: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reseller = await db
    .insertInto('resellers')
    .values({
      user_id: user.id,
      parent_id: null,
      reseller_code: `RS9${randomBytes(3).toString('hex')}`,
      bank_name: 'MBB',
      account_no: '1234567890',
      account_holder: `Pemohon ${tag}`,
      swift_code: 'MBBEMYKL',
      rate: 100,
      rate_sub: 0,
      status: 'pending',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, resellerId: reseller.id, userId: user.id };
}
