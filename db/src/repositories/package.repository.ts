import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** `courses.status_id` of a published course (COURSE_STATUS.published in @mahir/shared). */
const PUBLISHED = 1;

/** Subscription packages and the tutor courses they offer. */
export const packageRepository = {
  /** A package as checkout prices it, active or not. */
  findForCheckout(db: Db, id: number) {
    return rowById(db, 'packages', ['id', 'hashslug', 'name', 'price', 'recurring_id', 'coin'], id);
  },

  /** A package's hashslug, active or not. */
  async hashslugOf(db: Db, id: number): Promise<string | undefined> {
    const pkg = await db.selectFrom('packages').select('hashslug').where('id', '=', id).executeTakeFirst();
    return pkg?.hashslug;
  },

  /** An active package with the name of the tutor sub-category it covers. */
  findActiveByHashslug(db: Db, hashslug: string) {
    return db
      .selectFrom('packages')
      .innerJoin('sub_categories', 'sub_categories.id', 'packages.mahir_tutor_category_id')
      .select([
        'packages.id',
        'packages.hashslug',
        'packages.name',
        'packages.price',
        'packages.total_mahir_tutor',
        'packages.mahir_tutor_category_id',
        'sub_categories.name as category_name',
      ])
      .where('packages.hashslug', '=', hashslug)
      .where('packages.is_active', '=', 1)
      .executeTakeFirst();
  },

  /** Every active package with its subject's name, cheapest first. */
  listActive(db: Db) {
    return db
      .selectFrom('packages')
      .innerJoin('sub_categories', 'sub_categories.id', 'packages.mahir_tutor_category_id')
      .select([
        'packages.hashslug',
        'packages.name',
        'packages.price',
        'packages.frequency',
        'packages.coin',
        'packages.total_mahir_tutor',
        'sub_categories.name as category_name',
      ])
      .where('packages.is_active', '=', 1)
      .orderBy('packages.price')
      .orderBy('packages.id')
      .execute();
  },

  /** Published, active tutor courses of a sub-category: what a package lets the buyer choose. */
  selectableCourses(db: Db, subCategoryId: number) {
    return db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('sub_category_id', '=', subCategoryId)
      .where('is_tutor', '=', 1)
      .where('is_active', '=', 1)
      .where('status_id', '=', PUBLISHED)
      .orderBy('title')
      .orderBy('id')
      .execute();
  },

  /**
   * Whether the pupil already holds the package: a paid order of it whose plan still runs (not cancelled,
   * not lapsed), fulfilled for them or, while its fulfilment is on its way, bought by them.
   */
  async holdsPackage(db: Db, studentUserId: number, packageId: number): Promise<boolean> {
    const row = await db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .leftJoin('order_packages', (join) =>
        join
          .onRef('order_packages.order_id', '=', 'orders.id')
          .on('order_packages.package_id', '=', packageId),
      )
      .select('orders.id')
      .where('orders.status', '=', 'paid')
      .where('order_items.item_type', '=', 'package')
      .where('order_items.item_id', '=', packageId)
      .where((eb) =>
        eb.or([eb('orders.recurring_status', 'is', null), eb('orders.recurring_status', '=', 'active')]),
      )
      .where((eb) =>
        eb.or([
          eb.and([
            eb('order_packages.student_user_id', '=', studentUserId),
            eb('order_packages.status', '!=', 'cancelled'),
          ]),
          eb.and([eb('order_packages.id', 'is', null), eb('orders.user_id', '=', studentUserId)]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  },
};
