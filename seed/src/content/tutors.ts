import type { Person } from './people';

/** A demo tutor: the key courses use to name their owner. */
export interface TutorSpec extends Person {
  key: TutorKey;
  email: string;
  username: string;
  state: string;
  profile: string;
}

/** Keys of the demo tutors; 'tutor' is tutor@demo.my. */
export type TutorKey =
  | 'tutor'
  | 'zaki'
  | 'chong'
  | 'rohana'
  | 'harith'
  | 'hafiz'
  | 'jessica'
  | 'suresh'
  | 'farah';

/** tutor@demo.my and eight more tutors with their own fields of teaching. */
export const TUTORS: readonly TutorSpec[] = [
  {
    key: 'tutor',
    email: 'tutor@demo.my',
    username: 'cikgu.aisyah',
    name: 'Cikgu Nurul Aisyah binti Hassan',
    firstName: 'Nurul Aisyah',
    lastName: 'Hassan',
    gender: 'F',
    race: 'malay',
    religion: 'islam',
    state: 'Selangor',
    profile:
      'Guru Matematik dan pembangun web sepenuh masa. Lebih 12 tahun mengajar di sekolah rendah dan ' +
      'menengah di Shah Alam, kini membantu murid dan orang dewasa belajar secara dalam talian.',
  },
  {
    key: 'zaki',
    email: 'zaki.ismail@demo.my',
    username: 'ir.zaki',
    name: 'Ir. Ahmad Zaki bin Ismail',
    firstName: 'Ahmad Zaki',
    lastName: 'Ismail',
    gender: 'M',
    race: 'malay',
    religion: 'islam',
    state: 'Perak',
    profile:
      'Jurutera Profesional (BEM) dengan 18 tahun pengalaman dalam sistem elektrik bangunan dan ' +
      'kenderaan. Bekas pensyarah kolej vokasional di Ipoh.',
  },
  {
    key: 'chong',
    email: 'chong.kahwai@demo.my',
    username: 'drchong',
    name: 'Dr. Chong Kah Wai',
    firstName: 'Kah Wai',
    lastName: 'Chong',
    gender: 'M',
    race: 'chinese',
    religion: 'buddha',
    state: 'Pulau Pinang',
    profile:
      'Network architect and software engineer from Penang. PhD in distributed systems, Cisco and AWS ' +
      'certified, teaches practical programming and networking in English and Mandarin.',
  },
  {
    key: 'rohana',
    email: 'rohana.yusof@demo.my',
    username: 'puan.rohana',
    name: 'Puan Rohana binti Yusof',
    firstName: 'Rohana',
    lastName: 'Yusof',
    gender: 'F',
    race: 'malay',
    religion: 'islam',
    state: 'Johor',
    profile:
      'Jurulatih bertauliah HRD Corp dalam komunikasi, kepimpinan dan pengurusan masa. ' +
      'Telah melatih lebih 5,000 penjawat awam dan kakitangan swasta.',
  },
  {
    key: 'harith',
    email: 'harith.kamal@demo.my',
    username: 'harithdanial',
    name: 'Harith Danial bin Kamal',
    firstName: 'Harith Danial',
    lastName: 'Kamal',
    gender: 'M',
    race: 'malay',
    religion: 'islam',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    profile:
      'Usahawan e-dagang dan perunding pemasaran digital. Pengasas tiga jenama tempatan yang ' +
      'berjaya di Shopee dan TikTok Shop.',
  },
  {
    key: 'hafiz',
    email: 'ustaz.hafiz@demo.my',
    username: 'ustazhafiz',
    name: 'Ustaz Hafiz bin Mohd Noor',
    firstName: 'Hafiz',
    lastName: 'Mohd Noor',
    gender: 'M',
    race: 'malay',
    religion: 'islam',
    state: 'Kelantan',
    profile:
      'Pendakwah dan penceramah bebas lulusan Universiti Al-Azhar. Menyampaikan tazkirah ringkas ' +
      'dan kisah teladan untuk keluarga.',
  },
  {
    key: 'jessica',
    email: 'jessica.lee@demo.my',
    username: 'jessicalee',
    name: 'Jessica Lee Pei Shan',
    firstName: 'Pei Shan',
    lastName: 'Lee',
    gender: 'F',
    race: 'chinese',
    religion: 'christian',
    state: 'Sabah',
    profile:
      'Freelance photographer based in Kota Kinabalu. Shoots landscapes, street food and city life ' +
      'across Malaysia for magazines and tourism boards.',
  },
  {
    key: 'suresh',
    email: 'suresh.ramasamy@demo.my',
    username: 'drsuresh',
    name: 'Dr. Suresh a/l Ramasamy',
    firstName: 'Suresh',
    lastName: 'Ramasamy',
    gender: 'M',
    race: 'indian',
    religion: 'hindu',
    state: 'Negeri Sembilan',
    profile:
      'Guru Cemerlang Sains dan Fizik. Pemeriksa kertas SPM selama 10 tahun dan penulis buku rujukan ' +
      'Fizik dan Kimia SPM.',
  },
  {
    key: 'farah',
    email: 'farah.nadia@demo.my',
    username: 'cikgufarah',
    name: 'Cikgu Farah Nadia binti Zulkifli',
    firstName: 'Farah Nadia',
    lastName: 'Zulkifli',
    gender: 'F',
    race: 'malay',
    religion: 'islam',
    state: 'Melaka',
    profile:
      'Guru Bahasa Melayu, penulis novel remaja dan pencerita. Karya beliau pernah memenangi ' +
      'Hadiah Sastera Remaja.',
  },
];
