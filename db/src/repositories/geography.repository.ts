import type { Db } from '../connection';
import { contains } from './text-match';

/** States, districts, schools and banks: the lists the purchase and profile forms pick from. */
export const geographyRepository = {
  states(db: Db) {
    return db.selectFrom('states').select(['id', 'name']).orderBy('name').execute();
  },

  districts(db: Db, stateId: number) {
    return db
      .selectFrom('districts')
      .select(['id', 'name'])
      .where('state_id', '=', stateId)
      .orderBy('name')
      .execute();
  },

  banks(db: Db) {
    return db.selectFrom('banks').select(['code', 'name']).orderBy('name').execute();
  },

  bankExists(db: Db, code: string) {
    return db.selectFrom('banks').select('code').where('code', '=', code).executeTakeFirst();
  },

  stateExists(db: Db, id: number) {
    return db.selectFrom('states').select('id').where('id', '=', id).executeTakeFirst();
  },

  /** One page of schools filtered by state, district and a name fragment (case-insensitive), by name. */
  async searchSchools(
    db: Db,
    filter: { stateId: number | null; districtId: number | null; name: string | null },
    page: number,
    perPage: number,
  ) {
    let q = db
      .selectFrom('schools')
      .innerJoin('states', 'states.id', 'schools.state_id')
      .innerJoin('districts', 'districts.id', 'schools.district_id');
    if (filter.stateId !== null) q = q.where('schools.state_id', '=', filter.stateId);
    if (filter.districtId !== null) q = q.where('schools.district_id', '=', filter.districtId);
    if (filter.name) q = q.where(contains('schools.name', filter.name));
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      q
        .select([
          'schools.id',
          'schools.name',
          'states.name as state',
          'districts.name as district',
          'schools.postcode',
        ])
        .orderBy('schools.name')
        .orderBy('schools.id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { total: Number(count.n), rows };
  },

  school(db: Db, id: number) {
    return db.selectFrom('schools').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  },
};
