import type { Db } from '@mahir/db';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { FIELD_MSG } from '@mahir/shared';
import type { PersonalAccountFields } from '@mahir/shared/contract/package-checkout.contract';
import type { z } from 'zod';
import { AppError } from '../http/app-error';

/** The pupil section of the subscription account step, as the form sends it. */
export type PupilStepInput = Pick<
  z.output<typeof PersonalAccountFields>,
  | 'first_name'
  | 'last_name'
  | 'icno'
  | 'dob'
  | 'gender'
  | 'phone_no'
  | 'race'
  | 'religion'
  | 'name_institution'
  | 'school_id'
>;

/** The school the step chose from the list, if any; a chosen id that names no school is refused. */
export async function chosenSchool(db: Db, schoolId: number | null | undefined) {
  const school = schoolId ? await geographyRepository.school(db, schoolId) : undefined;
  if (schoolId && !school) throw AppError.invalid({ name_institution: [FIELD_MSG.schoolRequired] });
  return school;
}

/**
 * One mapping of the account step's pupil fields onto the users row, for the package checkout and a parent
 * adding a child: the full name (at most 255 characters) and the chosen school's name over the typed one.
 */
export function pupilFieldsOf(input: PupilStepInput, school: { id: number; name: string } | undefined) {
  return {
    name: `${input.first_name} ${input.last_name}`.slice(0, 255),
    first_name: input.first_name,
    last_name: input.last_name,
    icno: input.icno,
    dob: input.dob,
    gender: input.gender,
    phone_no: input.phone_no,
    race: input.race,
    religion: input.religion,
    name_institution: school?.name ?? input.name_institution,
    school_id: school?.id ?? null,
  };
}
