import type { GuardianFields } from '@mahir/db/repositories/account.repository';

/** The parent or guardian section of the subscription account step (`g_*` fields), as the guardians row holds it. */
export interface GuardianStepInput {
  g_name: GuardianFields['name'];
  g_relation: GuardianFields['relation'];
  g_email: GuardianFields['email'];
  g_phone_no: GuardianFields['phone_no'];
  g_address1: GuardianFields['address1'];
  g_address2: GuardianFields['address2'];
  g_country: GuardianFields['country_id'];
  g_postcode: GuardianFields['postcode'];
  g_state: GuardianFields['state_id'];
  g_city: GuardianFields['city'];
  g_occupation: GuardianFields['occupation'];
  g_income_range: GuardianFields['income_range'];
}

/** One mapping of the account step's guardian fields, for the package checkout and a parent adding a child. */
export function guardianFieldsOf(input: GuardianStepInput): GuardianFields {
  return {
    name: input.g_name,
    relation: input.g_relation,
    email: input.g_email,
    phone_no: input.g_phone_no,
    address1: input.g_address1,
    address2: input.g_address2,
    country_id: input.g_country,
    postcode: input.g_postcode,
    state_id: input.g_state,
    city: input.g_city,
    occupation: input.g_occupation,
    income_range: input.g_income_range,
  };
}
