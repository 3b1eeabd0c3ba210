import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import type { SchoolPage } from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

/** Schools shown per page of the picker. */
export const SCHOOLS_PER_PAGE = 10;

/** The school picker shared by the subscription account step and the profile: states, districts, schools. */
export function createSchoolPicker({ db }: ServiceDeps) {
  return {
    async states() {
      return { states: await geographyRepository.states(db) };
    },

    async districts(stateId: number) {
      return { districts: await geographyRepository.districts(db, stateId) };
    },

    /** One page of schools, filtered by state, district and a name fragment. */
    async search(
      filter: { state: number | null; district: number | null; name: string | null },
      page: number,
    ): Promise<{ schools: SchoolPage }> {
      const { total, rows } = await geographyRepository.searchSchools(
        db,
        { stateId: filter.state, districtId: filter.district, name: filter.name },
        page,
        SCHOOLS_PER_PAGE,
      );
      const schools = pageOf(rows, total, page, SCHOOLS_PER_PAGE);
      return { schools: { ...schools, to: schools.from === null ? null : schools.from + rows.length - 1 } };
    },

    async select(id: number) {
      const school = await geographyRepository.school(db, id);
      if (!school) throw AppError.notFound();
      return { school };
    },
  };
}
