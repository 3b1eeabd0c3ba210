import { GENERAL_TINS, isIdType, isMalaysianStateCode, NOT_APPLICABLE } from './codes';
import { checkIdentity, checkTin } from './identity';
import { type At, items, leaf, one, text } from './ubl-read';
import type { IssueList } from './validation-issue';

const GENERAL = new Set<string>(Object.values(GENERAL_TINS));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{8,19}$/;
const SST = /^[A-Za-z0-9-]+(;[A-Za-z0-9-]+)?$/;
const TTX = /^[A-Za-z0-9-]{1,17}$/;

export interface PartyFacts {
  name?: string;
  tin?: string;
  /** The registration or identity number, when not `NA`. */
  idValue?: string;
}

function validateAddress(issues: IssueList, party: At, relaxed: boolean): void {
  const address = one(issues, party, 'PostalAddress', true);
  if (!address) return;
  const lines = items(issues, address, 'AddressLine', true);
  if (lines.length > 3)
    issues.add(
      'coreFields',
      'InvalidLength',
      `${address.path}.AddressLine`,
      'an address has at most three lines',
    );
  const firstLine = lines[0] ? text(issues, lines[0], 'Line', { required: true, max: 150 }) : undefined;
  for (const l of lines.slice(1)) text(issues, l, 'Line', { required: false, max: 150 });
  const state = text(issues, address, 'CountrySubentityCode', { required: true, max: 50 });
  if (firstLine?.value === NOT_APPLICABLE) {
    if (!relaxed) issues.add('coreFields', 'MissingField', firstLine.path, 'the address is required');
    return;
  }
  text(issues, address, 'CityName', { required: true, max: 50 });
  const country = leaf(issues, one(issues, address, 'Country', true) ?? address, 'IdentificationCode', true);
  if (!country) return;
  if (typeof country.value !== 'string' || !/^[A-Z]{3}$/.test(country.value)) {
    issues.add('codes', 'InvalidCode', country.path, 'the country must be an ISO 3166-1 alpha-3 code');
    return;
  }
  if (country.value !== 'MYS') return;
  const postcode = text(issues, address, 'PostalZone', { required: false, max: 50 });
  if (postcode && !/^\d{5}$/.test(postcode.value))
    issues.add('coreFields', 'InvalidFormat', postcode.path, 'a Malaysian postcode has five digits');
  if (state && !isMalaysianStateCode(state.value))
    issues.add('codes', 'InvalidCode', state.path, 'a Malaysian address needs a state code from 01 to 17');
}

/**
 * Checks a supplier or buyer `Party`: name, TIN, registration or identity number, SST and TTX numbers,
 * the supplier's MSIC code and activity, address and contact. `NA` stands in for the identity number,
 * address and phone only of a buyer with a general TIN (the consolidated "General Public").
 */
export function validateParty(issues: IssueList, party: At, role: 'supplier' | 'buyer'): PartyFacts {
  const facts: PartyFacts = {};
  facts.name = text(issues, one(issues, party, 'PartyLegalEntity', true) ?? party, 'RegistrationName', {
    required: true,
    max: 300,
  })?.value;
  const ids = items(issues, party, 'PartyIdentification', true).map((at) => leaf(issues, at, 'ID', true));
  const byScheme = (schemes: (s: string) => boolean) =>
    ids.find((l) => l && typeof l.attrs.schemeID === 'string' && schemes(l.attrs.schemeID));
  const tin = byScheme((s) => s === 'TIN');
  if (!tin || typeof tin.value !== 'string' || !tin.value.trim())
    issues.add(
      'coreFields',
      'MissingField',
      `${party.path}.PartyIdentification`,
      `the ${role}'s TIN is required`,
    );
  else {
    facts.tin = tin.value.trim();
    if (checkTin(facts.tin))
      issues.add('taxpayer', 'InvalidTin', tin.path, `the ${role}'s TIN ${facts.tin} is not a valid TIN`);
  }
  const general = role === 'buyer' && facts.tin !== undefined && GENERAL.has(facts.tin);
  const id = byScheme(isIdType);
  if (!id || typeof id.value !== 'string' || !id.value.trim())
    issues.add(
      'coreFields',
      'MissingField',
      `${party.path}.PartyIdentification`,
      `the ${role}'s registration or identity number (BRN, NRIC, PASSPORT or ARMY) is required`,
    );
  else if (id.value !== NOT_APPLICABLE) {
    facts.idValue = id.value;
    const scheme = id.attrs.schemeID;
    if (isIdType(scheme) && checkIdentity(scheme, id.value))
      issues.add('taxpayer', 'InvalidIdentity', id.path, `the ${role}'s ${scheme} number is not valid`);
  } else if (!general)
    issues.add(
      'coreFields',
      'MissingField',
      id.path,
      `the ${role}'s registration or identity number is required`,
    );
  const sst = byScheme((s) => s === 'SST');
  if (
    sst &&
    (typeof sst.value !== 'string' ||
      (sst.value !== NOT_APPLICABLE && (sst.value.length > 35 || !SST.test(sst.value))))
  )
    issues.add(
      'coreFields',
      'InvalidFormat',
      sst.path,
      'an SST number is up to two numbers of letters, digits and -, or NA',
    );
  const ttx = byScheme((s) => s === 'TTX');
  if (ttx && (typeof ttx.value !== 'string' || (ttx.value !== NOT_APPLICABLE && !TTX.test(ttx.value))))
    issues.add(
      'coreFields',
      'InvalidFormat',
      ttx.path,
      'a tourism tax number is up to 17 letters, digits and -, or NA',
    );
  if (role === 'supplier') {
    const msic = leaf(issues, party, 'IndustryClassificationCode', true);
    if (msic) {
      if (typeof msic.value !== 'string' || !/^\d{5}$/.test(msic.value))
        issues.add('codes', 'InvalidCode', msic.path, 'the MSIC code has five digits');
      const name = msic.attrs.name;
      if (typeof name !== 'string' || !name.trim())
        issues.add(
          'coreFields',
          'MissingField',
          `${msic.path}.name`,
          "the supplier's business activity description is required",
        );
      else if (name.length > 300)
        issues.add(
          'coreFields',
          'InvalidLength',
          `${msic.path}.name`,
          'the business activity is longer than 300 characters',
        );
    }
  }
  validateAddress(issues, party, general);
  const contact = one(issues, party, 'Contact', true);
  if (contact) {
    const phone = text(issues, contact, 'Telephone', { required: true, max: 20 });
    if (phone && !(general && phone.value === NOT_APPLICABLE) && !PHONE.test(phone.value))
      issues.add(
        'coreFields',
        'InvalidFormat',
        phone.path,
        'a phone number is 8 to 20 digits with an optional leading +',
      );
    const email = text(issues, contact, 'ElectronicMail', { required: false, max: 320 });
    if (email && !(general && email.value === NOT_APPLICABLE) && !EMAIL.test(email.value))
      issues.add('coreFields', 'InvalidFormat', email.path, 'the e-mail address is not valid');
  }
  return facts;
}
