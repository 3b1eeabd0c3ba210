import type { Rng } from '../random';

/** A generated Malaysian person. */
export interface Person {
  name: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  race: 'malay' | 'chinese' | 'indian';
  religion: 'islam' | 'buddha' | 'hindu' | 'christian';
}

const MALAY_MALE = [
  'Muhammad Aiman',
  'Ahmad Danial',
  'Muhammad Haziq',
  'Adam Harith',
  'Amirul Hakim',
  'Mohd Faris',
  'Irfan Hakimi',
  'Luqman Nul Hakim',
  'Muhammad Syafiq',
  'Aqil Zafran',
  'Hafiz Izzuddin',
  'Khairul Anuar',
  'Zulhilmi',
  'Nazmi Aqil',
  'Muhammad Ariff',
  'Firdaus',
  'Azlan Shah',
  'Ikhwan Hadi',
  'Umar Mukhtar',
  'Rayyan Iskandar',
];
const MALAY_FEMALE = [
  'Nur Aisyah',
  'Siti Nurhaliza',
  'Nurul Izzah',
  'Aina Sofea',
  'Nur Balqis',
  'Farah Nadia',
  'Nur Syafiqah',
  'Alya Maisarah',
  'Nurin Qistina',
  'Siti Khadijah',
  'Puteri Nabila',
  'Nur Amirah',
  'Hani Sabrina',
  'Wan Nur Iman',
  'Nor Azura',
  'Intan Shafinaz',
  'Dayang Nurfaizah',
  'Sharifah Aleya',
  'Zulaikha',
  'Nur Hidayah',
];
const MALAY_FATHER = [
  'Abdullah',
  'Ismail',
  'Rosli',
  'Hassan',
  'Ibrahim',
  'Osman',
  'Kamaruddin',
  'Zainal Abidin',
  'Mohd Nor',
  'Yusof',
  'Razak',
  'Hamzah',
  'Ahmad Fauzi',
  'Azmi',
  'Mahmud',
  'Shamsudin',
  'Zakaria',
  'Rahim',
  'Jamaludin',
  'Sulaiman',
];
const CHINESE_SURNAME = [
  'Tan',
  'Lim',
  'Lee',
  'Wong',
  'Ng',
  'Chong',
  'Ong',
  'Goh',
  'Teh',
  'Yap',
  'Chan',
  'Loh',
  'Khoo',
];
const CHINESE_MALE = [
  'Wei Ming',
  'Jun Hao',
  'Kah Wai',
  'Zhi Hao',
  'Chee Keong',
  'Yong Sheng',
  'Jia Jun',
  'Boon Hock',
];
const CHINESE_FEMALE = [
  'Mei Ling',
  'Xin Yi',
  'Hui Min',
  'Pei Shan',
  'Siew Lan',
  'Jia Ying',
  'Li Wen',
  'Shu Fen',
];
const INDIAN_MALE = ['Rajesh', 'Arvind', 'Suresh', 'Karthik', 'Darshan', 'Vikneswaran', 'Thinesh', 'Prakash'];
const INDIAN_FEMALE = ['Kavitha', 'Priya', 'Shalini', 'Deepa', 'Thivya', 'Nirmala', 'Revathi', 'Yogeswari'];
const INDIAN_FATHER = [
  'Subramaniam',
  'Krishnan',
  'Muthusamy',
  'Ramasamy',
  'Govindasamy',
  'Letchumanan',
  'Maniam',
];

/** A random person: roughly 65% Malay, 23% Chinese, 12% Indian names. */
export function makePerson(rng: Rng, gender: 'M' | 'F' = rng.chance(0.5) ? 'M' : 'F'): Person {
  const race = rng.weighted([
    ['malay', 65],
    ['chinese', 23],
    ['indian', 12],
  ] as const);
  const male = gender === 'M';
  if (race === 'malay') {
    const firstName = rng.pick(male ? MALAY_MALE : MALAY_FEMALE);
    const lastName = rng.pick(MALAY_FATHER);
    return {
      name: `${firstName} ${male ? 'bin' : 'binti'} ${lastName}`,
      firstName,
      lastName,
      gender,
      race,
      religion: 'islam',
    };
  }
  if (race === 'chinese') {
    const lastName = rng.pick(CHINESE_SURNAME);
    const firstName = rng.pick(male ? CHINESE_MALE : CHINESE_FEMALE);
    const religion = rng.chance(0.7) ? 'buddha' : 'christian';
    return { name: `${lastName} ${firstName}`, firstName, lastName, gender, race, religion };
  }
  const firstName = rng.pick(male ? INDIAN_MALE : INDIAN_FEMALE);
  const lastName = rng.pick(INDIAN_FATHER);
  return {
    name: `${firstName} ${male ? 'a/l' : 'a/p'} ${lastName}`,
    firstName,
    lastName,
    gender,
    race,
    religion: 'hindu',
  };
}

/** A Malaysian mobile number like '012-3456789' (011 numbers have eight digits). */
export function makePhone(rng: Rng): string {
  const prefix = rng.pick(['011', '012', '013', '014', '016', '017', '018', '019']);
  const digits = prefix === '011' ? 8 : 7;
  let rest = String(rng.int(1, 9));
  while (rest.length < digits) rest += String(rng.int(0, 9));
  return `${prefix}-${rest}`;
}

/** A lowercase ASCII handle from a name, e.g. 'Nur Aisyah' -> 'nuraisyah'. */
export function handle(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** A Malaysian IC number (YYMMDD-SS-NNNN) consistent with the date of birth and gender. */
export function makeIcNo(rng: Rng, dob: string, gender: 'M' | 'F'): string {
  const ymd = dob.slice(2, 4) + dob.slice(5, 7) + dob.slice(8, 10);
  const place = String(rng.int(1, 16)).padStart(2, '0');
  let last = rng.int(100, 999) * 10 + rng.int(0, 4) * 2;
  if (gender === 'M') last += 1;
  return `${ymd}-${place}-${String(last).padStart(4, '0')}`;
}

/** Names longer than 40 characters, so the HR screens show their truncation. */
export const LONG_NAMES: ReadonlyArray<Omit<Person, 'race' | 'religion'>> = [
  {
    name: 'Nur Aina Syafiqah binti Mohd Khairul Anuar Shah',
    firstName: 'Nur Aina Syafiqah',
    lastName: 'Mohd Khairul Anuar Shah',
    gender: 'F',
  },
  {
    name: 'Muhammad Amirul Hakimi bin Wan Abdul Rahman Shah',
    firstName: 'Muhammad Amirul Hakimi',
    lastName: 'Wan Abdul Rahman Shah',
    gender: 'M',
  },
];

/** A parent or guardian for a pupil, named the Malaysian way from the pupil's own name. */
export function makeGuardian(rng: Rng, child: Person): { name: string; relation: 'father' | 'mother' } {
  const father = rng.chance(0.6);
  if (child.race === 'malay') {
    if (father) return { name: `${child.lastName} bin ${rng.pick(MALAY_FATHER)}`, relation: 'father' };
    return { name: `${rng.pick(MALAY_FEMALE)} binti ${rng.pick(MALAY_FATHER)}`, relation: 'mother' };
  }
  if (child.race === 'chinese') {
    return father
      ? { name: `${child.lastName} ${rng.pick(CHINESE_MALE)}`, relation: 'father' }
      : { name: `${rng.pick(CHINESE_SURNAME)} ${rng.pick(CHINESE_FEMALE)}`, relation: 'mother' };
  }
  return father
    ? { name: `${child.lastName} a/l ${rng.pick(INDIAN_FATHER)}`, relation: 'father' }
    : { name: `${rng.pick(INDIAN_FEMALE)} a/p ${rng.pick(INDIAN_FATHER)}`, relation: 'mother' };
}

/** Guardian occupations offered in the demo. */
export const OCCUPATIONS = [
  'Guru',
  'Jurutera',
  'Peniaga',
  'Jururawat',
  'Penjawat Awam',
  'Pemandu e-hailing',
  'Akauntan',
  'Petani',
  'Pegawai Bank',
  'Suri Rumah',
  'Juruteknik',
  'Doktor',
];
