import { mulberry32 } from '../random';
import { type SeedState, STATES } from './states';

/** A generated Malaysian school: display name, owning state id, district and a 5-digit postcode. */
export interface SeedSchool {
  name: string;
  stateId: number;
  district: string;
  postcode: string;
}

const DEFAULT_SEED = 0x6d616869;

type Rng = () => number;
type Weighted<T> = ReadonlyArray<readonly [T, number]>;

/** 2020 census population (thousands), used to spread schools across states. */
const POPULATION: Readonly<Record<string, number>> = {
  Johor: 4009,
  Kedah: 2131,
  Kelantan: 1792,
  Melaka: 998,
  'Negeri Sembilan': 1199,
  Pahang: 1591,
  Perak: 2496,
  Perlis: 284,
  'Pulau Pinang': 1740,
  Sabah: 3418,
  Sarawak: 2453,
  Selangor: 6994,
  Terengganu: 1149,
  'Wilayah Persekutuan Kuala Lumpur': 1982,
  'Wilayah Persekutuan Labuan': 95,
  'Wilayah Persekutuan Putrajaya': 109,
};

/**
 * Real towns and localities per district. The list length doubles as the district's weight,
 * so busy districts (Petaling, Kinta, Johor Bahru) get more schools than rural ones.
 */
// biome-ignore format: compact data table
const TOWNS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Johor: {
    'Batu Pahat': [
      'Batu Pahat', 'Parit Raja', 'Yong Peng', 'Semerah', 'Sri Gading', 'Rengit', 'Senggarang',
      'Parit Sulong', 'Ayer Hitam',
    ],
    'Johor Bahru': [
      'Skudai', 'Tampoi', 'Larkin', 'Pasir Gudang', 'Masai', 'Gelang Patah', 'Ulu Tiram', 'Tebrau',
      'Plentong', 'Kempas', 'Permas Jaya', 'Iskandar Puteri',
    ],
    Kluang: ['Kluang', 'Simpang Renggam', 'Paloh', 'Kahang', 'Layang-Layang', 'Machap'],
    'Kota Tinggi': ['Kota Tinggi', 'Pengerang', 'Bandar Penawar', 'Sedili', 'Bandar Tenggara', 'Desaru'],
    Kulai: ['Kulai', 'Senai', 'Bukit Batu', 'Sedenak', 'Saleng', 'Kelapa Sawit'],
    Mersing: ['Mersing', 'Endau', 'Jemaluang', 'Tenggaroh', 'Padang Endau'],
    Muar: ['Muar', 'Bakri', 'Pagoh', 'Parit Jawa', 'Bukit Pasir', 'Lenga', 'Panchor', 'Sungai Abong'],
    Pontian: ['Pontian Kecil', 'Benut', 'Pekan Nanas', 'Kukup', 'Ayer Baloi', 'Rambah'],
    Segamat: ['Segamat', 'Labis', 'Bekok', 'Chaah', 'Buloh Kasap', 'Jementah', 'Batu Anam'],
    Tangkak: ['Tangkak', 'Sagil', 'Serom', 'Sungai Mati', 'Bukit Gambir', 'Grisek'],
  },
  Kedah: {
    Baling: ['Baling', 'Kupang', 'Kuala Ketil', 'Kuala Pegang', 'Parit Panjang'],
    'Bandar Baharu': ['Serdang', 'Lubok Buntar', 'Bandar Baharu', 'Relau', 'Sungai Kecil'],
    'Kota Setar': [
      'Alor Setar', 'Anak Bukit', 'Langgar', 'Alor Janggus', 'Kepala Batas', 'Simpang Empat', 'Kuala Kedah',
      'Tajar',
    ],
    'Kuala Muda': [
      'Sungai Petani', 'Bedong', 'Merbok', 'Semeling', 'Bukit Selambau', 'Tikam Batu', 'Kota Kuala Muda',
      'Sungai Lalang',
    ],
    'Kubang Pasu': ['Jitra', 'Changlun', 'Bukit Kayu Hitam', 'Kodiang', 'Ayer Hitam', 'Napoh', 'Wang Tepus'],
    Kulim: ['Kulim', 'Lunas', 'Padang Serai', 'Karangan', 'Padang Meha', 'Junjong'],
    Langkawi: ['Kuah', 'Padang Matsirat', 'Ayer Hangat', 'Ulu Melaka', 'Kedawang'],
    'Padang Terap': ['Kuala Nerang', 'Pedu', 'Naka', 'Padang Sanai', 'Kuala Tekai'],
    Pendang: ['Pendang', 'Tanah Merah', 'Ayer Puteh', 'Sungai Tiang', 'Bukit Jenun'],
    'Pokok Sena': ['Pokok Sena', 'Jabi', 'Bukit Lada', 'Tualang', 'Gajah Mati'],
    Sik: ['Sik', 'Jeniang', 'Gulau', 'Teloi'],
    Yan: ['Yan', 'Guar Chempedak', 'Yan Kechil', 'Dulang', 'Singkir'],
  },
  Kelantan: {
    Bachok: ['Bachok', 'Jelawat', 'Perupok', 'Gunong', 'Tawang'],
    'Gua Musang': ['Gua Musang', 'Aring', 'Chiku', 'Bertam', 'Paloh', 'Kuala Betis', 'Lojing'],
    Jeli: ['Jeli', 'Ayer Lanas', 'Kuala Balah', 'Batu Melintang'],
    'Kota Bharu': [
      'Kota Bharu', 'Pengkalan Chepa', 'Kubang Kerian', 'Ketereh', 'Kadok', 'Panji', 'Badang', 'Kota',
      'Peringat', 'Pasir Hor',
    ],
    'Kuala Krai': ['Kuala Krai', 'Dabong', 'Manik Urai', 'Pahi', 'Kuala Gris'],
    Machang: ['Machang', 'Pulai Chondong', 'Temangan', 'Labok', 'Pangkal Meleret'],
    'Pasir Mas': ['Pasir Mas', 'Rantau Panjang', 'Tendong', 'Kubang Sepat', 'Meranti', 'Kangkong'],
    'Pasir Puteh': ['Pasir Puteh', 'Selising', 'Cherang Ruku', 'Tok Bali', 'Jeram'],
    'Tanah Merah': ['Tanah Merah', 'Bukit Panau', 'Kemahang', 'Jedok'],
    Tumpat: ['Tumpat', 'Wakaf Bharu', 'Pengkalan Kubor', 'Palekbang', 'Chabang Empat'],
  },
  Melaka: {
    'Alor Gajah': [
      'Alor Gajah', 'Masjid Tanah', 'Durian Tunggal', 'Lendu', 'Pulau Sebang', 'Kuala Sungai Baru',
      'Lubok China', 'Simpang Ampat',
    ],
    Jasin: ['Jasin', 'Merlimau', 'Bemban', 'Asahan', 'Selandar', 'Sungai Rambai', 'Nyalas'],
    'Melaka Tengah': [
      'Ayer Keroh', 'Bukit Beruang', 'Batu Berendam', 'Klebang', 'Tanjung Kling', 'Bukit Katil', 'Cheng',
      'Bachang', 'Ujong Pasir', 'Krubong', 'Bukit Baru', 'Ayer Molek',
    ],
  },
  'Negeri Sembilan': {
    Jelebu: ['Kuala Klawang', 'Titi', 'Simpang Pertang', 'Peradong', 'Pertang'],
    Jempol: ['Bahau', 'Batu Kikir', 'Rompin', 'Serting', 'Palong', 'Bandar Seri Jempol'],
    'Kuala Pilah': ['Kuala Pilah', 'Johol', 'Juasseh', 'Parit Tinggi', 'Dangi'],
    'Port Dickson': ['Port Dickson', 'Lukut', 'Linggi', 'Pasir Panjang', 'Si Rusa', 'Teluk Kemang', 'Siliau'],
    Rembau: ['Rembau', 'Pedas', 'Chembong', 'Kota', 'Chengkau'],
    Seremban: [
      'Seremban', 'Senawang', 'Rasah', 'Nilai', 'Mantin', 'Rantau', 'Ampangan', 'Sikamat', 'Labu', 'Lenggeng',
      'Paroi',
    ],
    Tampin: ['Tampin', 'Gemas', 'Gemencheh', 'Air Kuning', 'Repah'],
  },
  Pahang: {
    Bentong: ['Bentong', 'Karak', 'Bukit Tinggi', 'Janda Baik', 'Telemong', 'Lurah Bilut'],
    Bera: ['Triang', 'Kemayan', 'Bandar Bera', 'Mengkarak', 'Kerayong'],
    'Cameron Highlands': ['Tanah Rata', 'Brinchang', 'Ringlet', 'Kuala Terla', 'Lembah Bertam'],
    Jerantut: ['Jerantut', 'Kuala Tahan', 'Damak', 'Tembeling', 'Kuala Tembeling'],
    Kuantan: [
      'Kuantan', 'Gambang', 'Beserah', 'Sungai Lembing', 'Indera Mahkota', 'Balok', 'Semambu',
      'Bukit Sekilau',
    ],
    Lipis: ['Kuala Lipis', 'Benta', 'Padang Tengku', 'Merapoh', 'Budu', 'Penjom'],
    Maran: ['Maran', 'Jengka', 'Chenor', 'Luit', 'Sri Jaya', 'Bukit Segumpal'],
    Pekan: ['Pekan', 'Nenasi', 'Peramu', 'Ganchong', 'Paloh Hinai', 'Chini'],
    Raub: ['Raub', 'Dong', 'Sungai Ruan', 'Sega', 'Tras', 'Cheroh', 'Sungai Lui'],
    Rompin: ['Kuala Rompin', 'Muadzam Shah', 'Tanjung Gemok', 'Leban Condong', 'Kedaik'],
    Temerloh: ['Temerloh', 'Mentakab', 'Lanchang', 'Kuala Krau', 'Songsang', 'Kerdau'],
  },
  Perak: {
    'Bagan Datuk': ['Bagan Datuk', 'Hutan Melintang', 'Rungkup', 'Sungai Sumun'],
    'Batang Padang': ['Tapah', 'Bidor', 'Sungkai', 'Temoh', 'Chenderiang', 'Tapah Road'],
    'Hilir Perak': ['Teluk Intan', 'Langkap', 'Changkat Jong', 'Chikus', 'Sungai Manik'],
    'Hulu Perak': ['Gerik', 'Lenggong', 'Pengkalan Hulu', 'Kenering', 'Temenggor'],
    Kampar: ['Kampar', 'Gopeng', 'Malim Nawar', 'Mambang Di Awan', 'Jeram', 'Teja'],
    Kerian: [
      'Parit Buntar', 'Bagan Serai', 'Kuala Kurau', 'Tanjung Piandang', 'Alor Pongsu', 'Titi Serong',
      'Selinsing',
    ],
    Kinta: [
      'Ipoh', 'Menglembu', 'Tanjung Rambutan', 'Chemor', 'Simpang Pulai', 'Batu Gajah', 'Tronoh', 'Jelapang',
      'Pasir Puteh', 'Silibin', 'Falim', 'Gunung Rapat', 'Pusing', 'Lahat',
    ],
    'Kuala Kangsar': [
      'Kuala Kangsar', 'Sungai Siput', 'Padang Rengas', 'Sauk', 'Manong', 'Lubok Merbau', 'Karai',
    ],
    'Larut, Matang dan Selama': [
      'Taiping', 'Kamunting', 'Selama', 'Changkat Jering', 'Trong', 'Batu Kurau', 'Simpang', 'Kuala Sepetang',
      'Aulong',
    ],
    Manjung: [
      'Sitiawan', 'Ayer Tawar', 'Lumut', 'Pantai Remis', 'Seri Manjung', 'Pangkor', 'Beruas', 'Segari',
    ],
    Muallim: ['Tanjung Malim', 'Slim River', 'Behrang', 'Trolak', 'Proton City'],
    'Perak Tengah': ['Seri Iskandar', 'Parit', 'Bota', 'Kampung Gajah', 'Lambor', 'Pasir Salak'],
  },
  Perlis: {
    Perlis: [
      'Kangar', 'Arau', 'Padang Besar', 'Kuala Perlis', 'Simpang Empat', 'Beseri', 'Kaki Bukit', 'Chuping',
      'Sanglang', 'Utan Aji', 'Mata Ayer', 'Abi', 'Titi Tinggi',
    ],
  },
  'Pulau Pinang': {
    'Barat Daya': [
      'Bayan Lepas', 'Balik Pulau', 'Teluk Kumbar', 'Sungai Ara', 'Relau', 'Bayan Baru', 'Pulau Betong',
    ],
    'Seberang Perai Selatan': [
      'Nibong Tebal', 'Simpang Ampat', 'Sungai Bakap', 'Sungai Jawi', 'Byram', 'Jawi',
    ],
    'Seberang Perai Tengah': [
      'Bukit Mertajam', 'Permatang Pauh', 'Seberang Jaya', 'Juru', 'Bukit Minyak', 'Alma', 'Machang Bubuk',
      'Berapit',
    ],
    'Seberang Perai Utara': [
      'Butterworth', 'Bagan Ajam', 'Kepala Batas', 'Tasek Gelugor', 'Penaga', 'Teluk Air Tawar', 'Sungai Dua',
    ],
    'Timur Laut': [
      'George Town', 'Air Itam', 'Jelutong', 'Gelugor', 'Tanjung Tokong', 'Tanjung Bungah', 'Batu Ferringhi',
      'Pulau Tikus', 'Paya Terubong', 'Sungai Pinang',
    ],
  },
  Sabah: {
    Beaufort: ['Beaufort', 'Membakut', 'Weston', 'Bukau', 'Lumadan'],
    Beluran: ['Beluran', 'Jambongan', 'Sungai Sapi', 'Klagan'],
    Kalabakan: ['Kalabakan', 'Serudong', 'Brantian', 'Luasong'],
    Keningau: ['Keningau', 'Bingkor', 'Apin-Apin', 'Sook', 'Liawan'],
    Kinabatangan: ['Kota Kinabatangan', 'Sukau', 'Bukit Garam', 'Tangkulap', 'Lamag'],
    'Kota Belud': ['Kota Belud', 'Tempasuk', 'Taun Gusi', 'Kadamaian', 'Rosok'],
    'Kota Kinabalu': [
      'Likas', 'Inanam', 'Menggatal', 'Telipok', 'Sepanggar', 'Luyang', 'Tanjung Aru', 'Kepayan', 'Lintas',
      'Bukit Padang',
    ],
    'Kota Marudu': ['Kota Marudu', 'Tandek', 'Langkon', 'Marak Parak'],
    'Kuala Penyu': ['Kuala Penyu', 'Menumbok', 'Bundu'],
    Kudat: ['Kudat', 'Matunggong', 'Sikuati', 'Banggi', 'Tajau'],
    Kunak: ['Kunak', 'Mostyn', 'Pangi', 'Madai'],
    'Lahad Datu': ['Lahad Datu', 'Silam', 'Tungku', 'Segama', 'Sepagaya'],
    Nabawan: ['Nabawan', 'Pagalungan', 'Sepulot', 'Pensiangan'],
    Papar: ['Papar', 'Kinarut', 'Kimanis', 'Bongawan', 'Benoni'],
    Penampang: ['Donggongon', 'Penampang', 'Kasigui', 'Babagon'],
    Pitas: ['Pitas', 'Bengkoka', 'Telaga', 'Malubang'],
    Putatan: ['Putatan', 'Petagas', 'Lok Kawi', 'Ketiau'],
    Ranau: ['Ranau', 'Kundasang', 'Mesilau', 'Bundu Tuhan', 'Poring'],
    Sandakan: ['Sandakan', 'Sibuga', 'Batu Sapi', 'Sungai Manila', 'Elopura', 'Sim-Sim', 'Gum-Gum'],
    Semporna: ['Semporna', 'Bum Bum', 'Bugaya', 'Tagasan'],
    Sipitang: ['Sipitang', 'Mesapol', 'Sindumin', 'Long Pasia'],
    Tambunan: ['Tambunan', 'Toboh', 'Sunsuron'],
    Tawau: ['Tawau', 'Balung', 'Merotai', 'Kalumpang', 'Apas', 'Tanjung Batu'],
    Telupid: ['Telupid', 'Bauto'],
    Tenom: ['Tenom', 'Kemabong', 'Melalap', 'Sapong'],
    Tongod: ['Tongod', 'Entilibon', 'Penangah', 'Kuamut'],
    Tuaran: ['Tuaran', 'Tamparuli', 'Kiulu', 'Tenghilan', 'Gayang'],
  },
  Sarawak: {
    Kuching: [
      'Petra Jaya', 'Matang', 'Batu Kawa', 'Padawan', 'Stapok', 'Tabuan', 'Kota Sentosa', 'Pending', 'Satok',
      'Kenyalang',
    ],
    Bau: ['Bau', 'Siniawan', 'Tondong', 'Singai', 'Buso'],
    Lundu: ['Lundu', 'Sematan', 'Biawak', 'Stunggang'],
    Samarahan: ['Kota Samarahan', 'Tambirat', 'Meranek', 'Muara Tuang'],
    Asajaya: ['Asajaya', 'Sadong Jaya', 'Jemukan', 'Sambir'],
    Simunjan: ['Simunjan', 'Sebuyau', 'Gedong', 'Terasi'],
    Serian: ['Serian', 'Siburan', 'Balai Ringin', 'Tebakang', 'Mambong'],
    Tebedu: ['Tebedu', 'Mongkos', 'Tepoi'],
    'Sri Aman': ['Sri Aman', 'Pantu', 'Lingga', 'Undop'],
    'Lubok Antu': ['Lubok Antu', 'Engkilili', 'Batang Ai', 'Skrang'],
    Betong: ['Betong', 'Spaoh', 'Debak', 'Layar'],
    Saratok: ['Saratok', 'Nanga Budu', 'Melugu'],
    Kabong: ['Kabong', 'Roban'],
    Pusa: ['Pusa', 'Maludam', 'Beladin'],
    Sarikei: ['Sarikei', 'Jakar', 'Repok', 'Selalang'],
    Meradong: ['Bintangor', 'Meradong', 'Nyelong'],
    Julau: ['Julau', 'Entabai'],
    Pakan: ['Pakan', 'Wak'],
    Sibu: ['Sibu', 'Sungai Merah', 'Bandong', 'Lanang', 'Salim', 'Sibu Jaya'],
    Kanowit: ['Kanowit', 'Ngemah', 'Machan'],
    Selangau: ['Selangau', 'Tamin'],
    Mukah: ['Mukah', 'Balingian', 'Penipah'],
    Dalat: ['Dalat', 'Oya', 'Kekan'],
    Daro: ['Daro', 'Paloh', 'Semop'],
    Matu: ['Matu', 'Igan'],
    'Tanjung Manis': ['Tanjung Manis', 'Belawai', 'Rajang'],
    Kapit: ['Kapit', 'Nanga Merit', 'Nanga Baleh'],
    Song: ['Song', 'Katibas'],
    Belaga: ['Belaga', 'Sungai Asap', 'Long Urun'],
    'Bukit Mabong': ['Bukit Mabong', 'Mujong'],
    Bintulu: ['Bintulu', 'Kidurong', 'Sebiew', 'Jepak', 'Samalaju'],
    Tatau: ['Tatau', 'Kuala Tatau', 'Sangan'],
    Sebauh: ['Sebauh', 'Pandan', 'Labang', 'Kakus'],
    Miri: ['Miri', 'Lutong', 'Pujut', 'Senadin', 'Tudan', 'Permyjaya', 'Lambir', 'Krokop'],
    Marudi: ['Marudi', 'Long Teru', 'Bario'],
    Subis: ['Bekenu', 'Niah', 'Batu Niah', 'Sibuti'],
    Beluru: ['Beluru', 'Bakong', 'Lapok'],
    'Telang Usan': ['Long Lama', 'Long San', 'Long Bedian', 'Long Akah'],
    Limbang: ['Limbang', 'Nanga Medamit', 'Pandaruan', 'Ukong'],
    Lawas: ['Lawas', 'Trusan', 'Merapok', 'Sundar', 'Long Semadoh'],
  },
  Selangor: {
    Gombak: [
      'Rawang', 'Selayang', 'Batu Caves', 'Hulu Kelang', 'Gombak', 'Kuang', 'Sungai Buloh', 'Kundang',
      'Batu Arang',
    ],
    'Hulu Langat': [
      'Kajang', 'Semenyih', 'Cheras', 'Balakong', 'Bangi', 'Bandar Baru Bangi', 'Beranang', 'Ampang',
      'Pandan Indah', 'Batu Sembilan', 'Hulu Langat',
    ],
    'Hulu Selangor': [
      'Kuala Kubu Bharu', 'Batang Kali', 'Serendah', 'Rasa', 'Kalumpang', 'Bukit Beruntung', 'Hulu Bernam',
      'Bukit Sentosa',
    ],
    Klang: [
      'Klang', 'Port Klang', 'Pulau Indah', 'Kapar', 'Meru', 'Pandamaran', 'Bukit Raja', 'Bandar Botanic',
    ],
    'Kuala Langat': [
      'Banting', 'Jenjarom', 'Telok Panglima Garang', 'Tanjung Sepat', 'Morib', 'Bukit Changgang',
      'Sijangkang', 'Jugra',
    ],
    'Kuala Selangor': [
      'Kuala Selangor', 'Tanjung Karang', 'Jeram', 'Bestari Jaya', 'Ijok', 'Puncak Alam', 'Assam Jawa',
    ],
    Petaling: [
      'Petaling Jaya', 'Shah Alam', 'Subang Jaya', 'Puchong', 'Damansara', 'Kelana Jaya', 'Sungai Way',
      'Kota Damansara', 'Setia Alam', 'Seri Kembangan', 'Subang', 'Paya Jaras',
    ],
    'Sabak Bernam': [
      'Sabak', 'Sungai Besar', 'Sekinchan', 'Sungai Ayer Tawar', 'Bagan Nakhoda Omar', 'Sungai Panjang',
    ],
    Sepang: ['Sepang', 'Salak Tinggi', 'Dengkil', 'Cyberjaya', 'Sungai Pelek'],
  },
  Terengganu: {
    Besut: ['Jerteh', 'Kampung Raja', 'Kuala Besut', 'Pasir Akar', 'Keruak'],
    Dungun: ['Dungun', 'Paka', 'Kuala Abang', 'Bukit Besi', 'Sura', 'Jerangau'],
    'Hulu Terengganu': ['Kuala Berang', 'Ajil', 'Tersat', 'Kuala Telemong'],
    Kemaman: ['Chukai', 'Kerteh', 'Kijal', 'Kemasik', 'Cheneh', 'Air Putih', 'Geliga'],
    'Kuala Nerus': ['Gong Badak', 'Seberang Takir', 'Batu Rakit', 'Tepoh', 'Bukit Tunggal'],
    'Kuala Terengganu': ['Kuala Terengganu', 'Chendering', 'Manir', 'Losong', 'Padang Midin', 'Batu Buruk'],
    Marang: ['Marang', 'Rusila', 'Bukit Payong', 'Alur Limbat', 'Wakaf Tapai', 'Pulau Kerengga'],
    Setiu: ['Permaisuri', 'Merang', 'Penarik', 'Chalok', 'Guntong', 'Sungai Tong'],
  },
  'Wilayah Persekutuan Kuala Lumpur': {
    Bangsar: [
      'Bangsar', 'Brickfields', 'Pantai Dalam', 'Bukit Damansara', 'Taman Tun Dr Ismail', 'Kerinchi',
      'Bukit Bandaraya',
    ],
    Keramat: [
      'Datuk Keramat', 'Setiawangsa', 'Wangsa Maju', 'Setapak', 'Ampang Hilir', 'Kampung Baru', 'Titiwangsa',
      'Air Panas',
    ],
    Pudu: [
      'Pudu', 'Cheras', 'Sri Petaling', 'Bandar Tun Razak', 'Salak Selatan', 'Sungai Besi', 'Bukit Jalil',
      'Maluri', 'Kampung Pandan', 'Desa Petaling',
    ],
    Sentul: ['Sentul', 'Kepong', 'Jinjang', 'Batu', 'Segambut', 'Taman Wahyu', 'Bandar Menjalara'],
  },
  'Wilayah Persekutuan Labuan': {
    Labuan: [
      'Rancha-Rancha', 'Layang-Layangan', 'Sungai Lada', 'Bukit Kalam', 'Patau-Patau', 'Kiamsam',
      'Batu Manikar', 'Sungai Bedaun', 'Pohon Batu', 'Lubok Temiang', 'Membedai', 'Bebuloh',
    ],
  },
  'Wilayah Persekutuan Putrajaya': {
    Putrajaya: [
      'Presint 1', 'Presint 5', 'Presint 8', 'Presint 9', 'Presint 11', 'Presint 14', 'Presint 15',
      'Presint 16', 'Presint 17', 'Presint 18',
    ],
  },
};

// Name parts. Cores are real words that recur in Malaysian place names.
// biome-ignore format: compact data table
const GARDEN_CORES = [
  'Melati', 'Kenanga', 'Cempaka', 'Mawar', 'Seroja', 'Teratai', 'Anggerik', 'Dahlia', 'Kemuning', 'Melawati',
  'Permata', 'Mutiara', 'Intan', 'Nilam', 'Delima', 'Zamrud', 'Baiduri', 'Bayu', 'Pelangi', 'Suria',
  'Bintang', 'Harapan', 'Bestari', 'Wangsa', 'Putra', 'Puteri', 'Murni', 'Setia', 'Damai', 'Sentosa',
  'Makmur', 'Sejahtera', 'Universiti', 'Tasik', 'Desa', 'Cahaya', 'Kesuma', 'Andalas', 'Sri Muda', 'Gembira',
  'Impian', 'Molek', 'Daya', 'Perling', 'Rinting', 'Kencana', 'Nusa', 'Saujana', 'Tiara', 'Kasih',
];
// biome-ignore format: compact data table
const DESCRIPTORS = [
  'Jaya', 'Indah', 'Baru', 'Utama', 'Permai', 'Perdana', 'Mewah', 'Maju', 'Ria', 'Emas', 'Harmoni', 'Bahagia',
  'Aman',
];
// biome-ignore format: compact data table
const DIRECTIONS = ['Utara', 'Selatan', 'Timur', 'Barat', 'Tengah', 'Hilir', 'Hulu', 'Besar', 'Dua'];
// biome-ignore format: compact data table
const VILLAGE_CORES = [
  'Baru', 'Jawa', 'Melayu', 'Banggol', 'Pulai', 'Paya', 'Tengah', 'Seberang', 'Pantai', 'Padang', 'Laut',
  'Pandan', 'Pinang', 'Tualang', 'Durian', 'Rambai', 'Lalang', 'Nyior', 'Pisang', 'Jelutong', 'Kandis',
  'Tebing', 'Permatang', 'Kubang', 'Gong', 'Lanjut', 'Tasek', 'Perigi', 'Kedai', 'Chempaka', 'Raja',
  'Bendang', 'Kolam', 'Buluh', 'Petai',
];
// biome-ignore format: compact data table
const RIVER_CORES = [
  'Tiram', 'Rambai', 'Buaya', 'Pinang', 'Udang', 'Nipah', 'Durian', 'Jernih', 'Putih', 'Merah', 'Dua', 'Baru',
  'Tengah', 'Labu', 'Limau', 'Manggis', 'Bakau', 'Ara', 'Petai', 'Kelambu', 'Besi', 'Tua', 'Choh', 'Penchala',
  'Rengit', 'Ular', 'Serai', 'Ramal', 'Lang', 'Kesang',
];
// biome-ignore format: compact data table
const HILL_CORES = [
  'Indah', 'Jelutong', 'Rambai', 'Tinggi', 'Kuda', 'Raja', 'Cerakah', 'Piatu', 'Tambun', 'Gedong', 'Katil',
  'Baru', 'Merah', 'Payong', 'Bintang', 'Kemuning', 'Lanjan', 'Naning', 'Sentosa', 'Besar', 'Hijau', 'Damar',
  'Keledang', 'Kecil', 'Mas',
];
// biome-ignore format: compact data table
const ROAD_CORES = [
  'Tiga', 'Empat', 'Enam', 'Kebun', 'Batu', 'Pasar', 'Raja Muda', 'Haji Salleh', 'Datuk Kumbar', 'Sultan',
  'Bukit', 'Peel', 'Sungai', 'Tengah', 'Air Puteh', 'Kuantan', 'Gurney', 'Stesen',
];
// biome-ignore format: compact data table
const MALAY_NAMES = [
  'Ali', 'Abu', 'Ahmad', 'Awang', 'Bakar', 'Daud', 'Hassan', 'Hussin', 'Ibrahim', 'Ismail', 'Jaafar',
  'Kassim', 'Latif', 'Mat', 'Musa', 'Omar', 'Osman', 'Rashid', 'Salleh', 'Sulaiman', 'Yusof', 'Zakaria',
  'Mamat', 'Said', 'Idris', 'Hamid', 'Samad', 'Rahim', 'Taib', 'Nordin', 'Embong', 'Ngah', 'Muda', 'Yaakub',
  'Lebai',
];
// biome-ignore format: compact data table
const TITLED_NAMES = [
  "Dato' Onn", "Dato' Onn Jaafar", "Dato' Abdul Razak", "Dato' Hamzah", "Dato' Bentara Luar", "Dato' Sagor",
  "Dato' Maharaja Lela", "Dato' Haji Hussein", "Dato' Mohd Said", "Dato' Ahmad Razali", "Dato' Jaafar Hassan",
  "Dato' Seri Amar Diraja", "Dato' Abu Bakar Baginda", "Dato' Undang Abdullah", "Dato' Klana Putra",
  "Dato' Haji Mohd Redza", "Dato' Syed Ahmad", 'Datuk Haji Abdul Kadir', 'Datuk Mohd Ali',
  'Datuk Haji Ahmad Badawi', 'Tun Hussein Onn', 'Tun Abdul Razak', 'Tun Dr Ismail', 'Tun Perak',
  'Tun Fatimah', 'Tun Teja', 'Tun Tijah', 'Tun Sri Lanang', 'Tun Habab', 'Tun Mustapha', 'Tun Fuad Stephens',
  'Tun Abdul Rahman Yaakub', 'Tun Sardon', 'Tunku Abdul Rahman', 'Tunku Kurshiah', 'Tunku Ampuan Durah',
  'Tengku Ampuan Rahimah', 'Tengku Ampuan Jemaah', 'Tengku Mahmud', 'Tengku Panglima Perang Muhammad',
  'Sultan Ismail', 'Sultan Abdul Halim', 'Sultan Badlishah', 'Sultan Ibrahim', 'Sultan Abu Bakar',
  'Sultan Idris Shah', 'Sultan Yussuf', 'Sultan Abdul Samad', 'Sultan Sulaiman', 'Sultan Mahmud',
  'Raja Muda Musa', 'Raja Perempuan Mazwin', 'Raja Chulan', 'Raja Lope Nor Rashid', 'Tan Sri Fatimah',
  'Tan Sri Abdul Kadir', 'Tan Sri Mohamed Rashid', 'Haji Abdul Ghani', 'Tuan Haji Mohd Noor', "Pendeta Za'ba",
  'Munshi Abdullah', 'Hang Tuah', 'Hang Jebat', 'Hang Kasturi', 'Tok Janggut', 'Mat Kilau', 'Datuk Bahaman',
  'Tok Gajah', 'Abdul Rahman Talib', 'Aminuddin Baki', 'Syed Sheikh Al-Hadi',
];
// biome-ignore format: compact data table
const CHINESE_NAMES = [
  'Chung Hwa', 'Chung Hua', 'Pei Hwa', 'Pei Yuan', 'Yok Eng', 'Kuen Cheng', 'Chong Hwa', 'Keat Hwa',
  'Hua Lian', 'Yu Hua', 'Kuang Hwa', 'Sin Min', 'Sin Hwa', 'Min Tet', 'Ming Teck', 'Lick Hung', 'Kwang Hwa',
  'Jit Sin', 'Khai Chee', 'Yuk Chai', 'Chi Sheng', 'Choong Wen', 'Hin Hua', 'Pay Fong', 'Nan Hwa', 'Tsun Jin',
  'Kung Man', 'Mun Choong', 'Pui Ying', 'Yuk Hwa', 'Tiong Hua', 'Chee Wen', 'Sam Yoke', 'Kok Min', 'Keen Hua',
  'Hwa Nan', 'Poi Lam', 'Yoke Kuan', 'Chen Moh', 'Lai Chee', 'Aik Hwa', 'Thung Hon', 'Kiow Nam', 'Boon Beng',
  'Sin Ya',
];
// biome-ignore format: compact data table
const SMJK_NAMES = [
  'Chung Hwa', 'Jit Sin', 'Yu Hua', 'Katholik', 'Heng Ee', 'Sam Tet', 'Pei Hwa', 'Ave Maria Convent',
  'Hua Lian', 'Chung Ling', 'Phor Tay', 'Yuk Choy', 'Poi Lam', 'Nan Hwa', 'Chan Wa', 'Dindings', 'Sin Min',
  'Keat Hwa', 'Chong Hwa', 'Kwang Hua', 'Perempuan China', 'Tsung Wah', 'Kuang Hwa', 'Ping Min',
];
// biome-ignore format: compact data table
const TAMIL_NAMES = [
  'Saraswathy', 'Vivekananda', 'Thamboosamy Pillai', 'Kalaimagal', 'Ramakrishna', 'Barathy', 'Tun Sambanthan',
  'Subramaniya Barathee', 'Mahatma Gandhi Kalasalai', 'Thiruvalluvar', 'Sithambaram Pillay', 'Vallalar',
  'Gandhiji', 'Netaji', 'Kalaivani', 'Nehru', 'Tagore', 'Sri Muruga', 'Annai Theresa', 'Kamban', 'Thirumagal',
  'Bharathi', 'Perumal', 'Rajaji', 'Navalar',
];
// biome-ignore format: compact data table
const ESTATES = [
  'Sungai Buloh', 'Bukit Rajah', 'Highlands', 'Kamiri', 'Vallambrosa', 'Changkat Salak', 'Ebor', 'Dublin',
  'Elmina', 'Bukit Serampang', 'Temiang', 'Midlands', 'Seaport', 'Brooklands', 'Bradwall', 'Kirby',
  'Sogomana', 'Rembia', 'Jeram', 'Bukit Sembilan', 'Sungai Ujong', 'Glenmarie', 'Kamuning', 'Nova Scotia',
  'Bikam', 'Sungai Tukang', 'Batu Tiga', 'Kuala Reman', 'Lanadron', 'Sedenak', 'Labu', 'Sungai Bahru',
  'Strathisla', 'Jin Heng', 'Kulim', 'Harvard', 'Dominion', 'Tanjong Malim',
];
// biome-ignore format: compact data table
const SAINTS = [
  'Anthony', 'Joseph', 'Mary', 'Michael', 'Francis', 'Thomas', 'Paul', 'Peter', 'John', 'Patrick', 'Teresa',
  'Xavier', 'Augustine', 'Columba', 'Gabriel', 'George', 'James', 'Martin', 'Andrew', 'Dominic', 'Luke',
  'Mark', 'Monica', 'Ursula', 'Bernadette',
];
// biome-ignore format: compact data table
const SPECIAL_SCHOOLS = [
  'Sekolah Seri Puteri', 'Sekolah Tun Fatimah', "Sekolah Dato' Abdul Razak", 'Sekolah Alam Shah',
  'Sekolah Sultan Alam Shah', 'Sekolah Tuanku Abdul Rahman', 'Sekolah Sukan Tunku Mahkota Ismail',
  'Sekolah Sukan Bukit Jalil', 'Sekolah Tun Hussein Onn', 'Sekolah Menengah Sains Tuanku Syed Putra',
  'Sekolah Menengah Sains Sultan Haji Ahmad Shah', 'Sekolah Menengah Sains Tuanku Jaafar',
];
// biome-ignore format: compact data table
const IBAN_NAMES = [
  'Lidam', 'Ngelai', 'Jimbun', 'Bangkit', 'Unggang', 'Sandai', 'Entalai', 'Nyandang', 'Tinggang', 'Gerasi',
  'Lanying', 'Ugap', 'Bujang', 'Tedong', 'Jabu', 'Kanyan', 'Sumbang', 'Ambai', 'Ensurai', 'Tungku',
];
// biome-ignore format: compact data table
const LONG_NAMES = [
  'Long Bedian', 'Long Sebangang', 'Long Tuyo', 'Long Jeeh', 'Long Laput', 'Long Apu', 'Long Luyang',
  'Long Moh', "Long Sela'an", 'Long Lellang', 'Long Banga', 'Long Semiyang', 'Long Busang', 'Long Sukang',
];
// biome-ignore format: compact data table
const NANGA_CORES = [
  'Ngungun', 'Entawau', 'Tiga', 'Kain', 'Temalat', 'Sekuau', 'Poi', 'Entabai', 'Gaat', 'Ukom', 'Kesit',
  'Bangkit', 'Mujan', 'Sumpa', 'Tapus', 'Oyan',
];
// biome-ignore format: compact data table
const SABAH_VILLAGES = [
  'Tambalang', 'Kiau', 'Tinungkukan', 'Nuntunan', 'Lokub', 'Pinawantai', 'Kinasaraban', 'Tombovo', 'Luanti',
  'Bongol', 'Pinggan-Pinggan', 'Tampasak', 'Mengkabong', 'Nunuk Ragang', 'Sinsuran', 'Talantang', 'Kitobu',
  'Tambiau', 'Bundu Paka', 'Tagaroh', 'Limbahau', 'Tudan', 'Kibabaig', 'Minintod', 'Lingkungan',
];

const TOWN_PREFIXES = ['Taman', 'Bandar', 'Bandar Baru', 'Seri', 'Pekan', 'Kampung Baru', 'Taman Desa'];
const MISSION_ORDERS = ['Convent', 'Methodist', 'La Salle', 'Sacred Heart', 'Anglo-Chinese', 'All Saints'];
const CHINESE_HEAVY = [
  'Pulau Pinang',
  'Wilayah Persekutuan Kuala Lumpur',
  'Johor',
  'Perak',
  'Selangor',
  'Sarawak',
];
const CHINESE_LIGHT = ['Kelantan', 'Terengganu', 'Perlis'];
const TAMIL_HEAVY = ['Selangor', 'Perak', 'Negeri Sembilan', 'Johor', 'Kedah', 'Pulau Pinang'];
const NO_TAMIL = ['Kelantan', 'Terengganu', 'Wilayah Persekutuan Putrajaya'];

type Region = 'peninsula' | 'sabah' | 'sarawak' | 'urban';
type Kind =
  | 'sk'
  | 'smk'
  | 'sjkc'
  | 'sjkt'
  | 'agama'
  | 'titled'
  | 'smjk'
  | 'mission'
  | 'vokasional'
  | 'mrsm'
  | 'teknik'
  | 'special';

interface Ctx {
  rng: Rng;
  region: Region;
  towns: readonly string[];
  /** True when every town carries a number (Putrajaya presints). */
  numbered: boolean;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

function weighted<T>(rng: Rng, entries: Weighted<T>): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let r = rng() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new Error('weighted pick from empty list');
  return last[0];
}

function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

function regionOf(state: SeedState): Region {
  if (state.name === 'Sabah' || state.name === 'Wilayah Persekutuan Labuan') return 'sabah';
  if (state.name === 'Sarawak') return 'sarawak';
  if (state.name === 'Wilayah Persekutuan Kuala Lumpur' || state.name === 'Wilayah Persekutuan Putrajaya') {
    return 'urban';
  }
  return 'peninsula';
}

/** A town used as-is, optionally with a descriptor ("Kulai Besar", "Skudai Baru"). */
function bareTown(ctx: Ctx): string {
  const town = pick(ctx.rng, ctx.towns);
  if (/\d/.test(town) || !chance(ctx.rng, 0.2)) return town;
  return `${town} ${pick(ctx.rng, chance(ctx.rng, 0.5) ? DESCRIPTORS : DIRECTIONS)}`;
}

/** A town with a settlement prefix ("Taman Skudai", "Bandar Baru Kulai"); multi-word towns stay bare. */
function prefixedTown(ctx: Ctx): string {
  const town = pick(ctx.rng, ctx.towns);
  if (town.includes(' ') || /\d/.test(town)) return town;
  const prefix = pick(ctx.rng, TOWN_PREFIXES);
  return `${prefix} ${town}`;
}

function gardenPlace(ctx: Ctx): string {
  const core = pick(ctx.rng, GARDEN_CORES);
  const roll = ctx.rng();
  if (roll < 0.35) return `Taman ${core}`;
  if (roll < 0.7) return `Taman ${core} ${pick(ctx.rng, DESCRIPTORS)}`;
  if (roll < 0.85) return `Taman Bukit ${pick(ctx.rng, HILL_CORES)}`;
  return `Seri ${core}`;
}

function villagePlace(ctx: Ctx): string {
  const roll = ctx.rng();
  if (roll < 0.45) return `Kampung ${pick(ctx.rng, VILLAGE_CORES)}`;
  if (roll < 0.6) return `Kampung Tok ${pick(ctx.rng, MALAY_NAMES)}`;
  if (roll < 0.72) return `Kampung Haji ${pick(ctx.rng, MALAY_NAMES)}`;
  if (roll < 0.86) return `Kampung Sungai ${pick(ctx.rng, RIVER_CORES)}`;
  return `Kampung ${pick(ctx.rng, VILLAGE_CORES)} ${pick(ctx.rng, DIRECTIONS)}`;
}

function feldaPlace(ctx: Ctx): string {
  const base = chance(ctx.rng, 0.5) ? pick(ctx.rng, ctx.towns) : `Bukit ${pick(ctx.rng, HILL_CORES)}`;
  return chance(ctx.rng, 0.5) ? `Felda ${base}` : `Felda ${base} ${1 + Math.floor(ctx.rng() * 12)}`;
}

type Pattern = (ctx: Ctx) => string;

const COMMON_PATTERNS: Weighted<Pattern> = [
  [bareTown, 26],
  [prefixedTown, 12],
  [gardenPlace, 16],
  [({ rng }) => `Bukit ${pick(rng, HILL_CORES)}`, 5],
  [({ rng }) => `Seri ${pick(rng, GARDEN_CORES)}`, 4],
  [({ rng }) => `Jalan ${pick(rng, ROAD_CORES)}`, 3],
];

const PARIT_CORES = ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam', 'Baru'];
const SABAH_ESTATES = ['Sabahat', 'Mostyn', 'Tomanggong', 'Sapi', 'Litang', 'Sandau'];

const PLACE_PATTERNS: Readonly<Record<Region, Weighted<Pattern>>> = {
  peninsula: [
    ...COMMON_PATTERNS,
    [villagePlace, 16],
    [({ rng }) => `Sungai ${pick(rng, RIVER_CORES)}`, 6],
    [feldaPlace, 3],
    [({ rng }) => `Parit ${chance(rng, 0.5) ? `Haji ${pick(rng, MALAY_NAMES)}` : pick(rng, PARIT_CORES)}`, 3],
    [({ rng }) => `Ladang ${pick(rng, ESTATES)}`, 2],
  ],
  urban: [...COMMON_PATTERNS, [prefixedTown, 10], [({ rng }) => `Kampung ${pick(rng, VILLAGE_CORES)}`, 3]],
  sabah: [
    ...COMMON_PATTERNS,
    [({ rng }) => `Kampung ${pick(rng, SABAH_VILLAGES)}`, 14],
    [({ rng, towns }) => `Pekan ${pick(rng, towns)}`, 4],
    [villagePlace, 5],
    [({ rng }) => `Sungai ${pick(rng, RIVER_CORES)}`, 3],
    [feldaPlace, 2],
    [({ rng }) => `Ladang ${pick(rng, SABAH_ESTATES)}`, 1],
  ],
  sarawak: [
    ...COMMON_PATTERNS,
    [({ rng }) => `Rumah ${pick(rng, IBAN_NAMES)}`, 9],
    [({ rng }) => pick(rng, LONG_NAMES), 5],
    [({ rng }) => `Nanga ${pick(rng, NANGA_CORES)}`, 6],
    [({ rng }) => `Kampung ${pick(rng, VILLAGE_CORES)}`, 6],
    [({ rng }) => `Sungai ${pick(rng, RIVER_CORES)}`, 3],
  ],
};

/** A locality name realistic for the school's region and district. */
function place(ctx: Ctx): string {
  if (ctx.numbered) return pick(ctx.rng, ctx.towns); // Putrajaya presints take no prefixes.
  return weighted(ctx.rng, PLACE_PATTERNS[ctx.region])(ctx);
}

/** Relative frequency of each school type; vernacular schools follow each state's demographics. */
function kindWeights(state: SeedState, region: Region): Weighted<Kind> {
  const isPutrajaya = state.name === 'Wilayah Persekutuan Putrajaya';
  const noTamil = region === 'sabah' || region === 'sarawak' || NO_TAMIL.includes(state.name);
  let sjkc = 8;
  if (isPutrajaya) sjkc = 0;
  else if (CHINESE_HEAVY.includes(state.name)) sjkc = 13;
  else if (CHINESE_LIGHT.includes(state.name)) sjkc = 3;
  let sjkt = TAMIL_HEAVY.includes(state.name) ? 6 : 2;
  if (noTamil) sjkt = 0;
  return [
    ['sk', 40],
    ['smk', 22],
    ['sjkc', sjkc],
    ['sjkt', sjkt],
    ['agama', 3],
    ['titled', 6],
    ['smjk', region === 'peninsula' || state.name === 'Wilayah Persekutuan Kuala Lumpur' ? 1 : 0],
    ['mission', region === 'sabah' || region === 'sarawak' ? 5 : 2],
    ['vokasional', 2],
    ['mrsm', 1],
    ['teknik', 1],
    ['special', 0.4],
  ];
}

function schoolName(ctx: Ctx, kind: Kind): string {
  const { rng } = ctx;
  switch (kind) {
    case 'sk':
      return `SK ${place(ctx)}`;
    case 'smk':
      return chance(rng, 0.04) ? `SMK (${pick(rng, ['P', 'L'])}) ${place(ctx)}` : `SMK ${place(ctx)}`;
    case 'sjkc': {
      const roll = rng();
      if (roll < 0.55) return `SJK(C) ${pick(rng, CHINESE_NAMES)}`;
      if (roll < 0.8) return `SJK(C) ${pick(rng, CHINESE_NAMES)} ${pick(rng, ctx.towns)}`;
      const town = pick(rng, ctx.towns);
      return !town.includes(' ') && chance(rng, 0.5) ? `SJK(C) Kampung Baru ${town}` : `SJK(C) ${town}`;
    }
    case 'sjkt': {
      const roll = rng();
      if (roll < 0.4) return `SJK(T) Ladang ${pick(rng, ESTATES)}`;
      if (roll < 0.7) return `SJK(T) ${pick(rng, TAMIL_NAMES)}`;
      if (roll < 0.85) return `SJK(T) ${pick(rng, ctx.towns)}`;
      return `SJK(T) Jalan ${pick(rng, ROAD_CORES)}`;
    }
    case 'agama': {
      const prefix = pick(rng, ['SMK Agama', 'SMK Agama', 'SMKA', 'SMA']);
      return `${prefix} ${chance(rng, 0.7) ? pick(rng, ctx.towns) : pick(rng, TITLED_NAMES)}`;
    }
    case 'titled':
      return `${chance(rng, 0.65) ? 'SMK' : 'SK'} ${pick(rng, TITLED_NAMES)}`;
    case 'smjk':
      return `SMJK ${pick(rng, SMJK_NAMES)}`;
    case 'mission': {
      const roll = rng();
      const level = chance(rng, 0.5) ? 'SK' : 'SMK';
      if (roll < 0.45)
        return `${level} St. ${pick(rng, SAINTS)}${chance(rng, 0.4) ? ` ${pick(rng, ctx.towns)}` : ''}`;
      const order = pick(rng, MISSION_ORDERS);
      return `${level} ${order} ${pick(rng, ctx.towns)}`;
    }
    case 'vokasional':
      return `Kolej Vokasional ${chance(rng, 0.15) ? '(Pertanian) ' : ''}${pick(rng, ctx.towns)}`;
    case 'mrsm':
      return `MRSM ${pick(rng, ctx.towns)}`;
    case 'teknik':
      return `SM Teknik ${pick(rng, ctx.towns)}`;
    case 'special': {
      const roll = rng();
      if (roll < 0.5) return pick(rng, SPECIAL_SCHOOLS);
      if (roll < 0.75) return `Sekolah Menengah Sains ${pick(rng, ctx.towns)}`;
      return `SBP Integrasi ${pick(rng, ctx.towns)}`;
    }
  }
}

/** A 5-digit postcode (multiple of 10) inside one of the state's ranges, picked by range size. */
function postcodeFor(rng: Rng, state: SeedState): string {
  const range = weighted(
    rng,
    state.postcodeRanges.map((r): readonly [[number, number], number] => [r, r[1] - r[0] + 1]),
  );
  const lo = Math.ceil(range[0] / 10) * 10;
  const hi = Math.floor(range[1] / 10) * 10;
  const value = lo > hi ? range[0] : lo + 10 * Math.floor(rng() * ((hi - lo) / 10 + 1));
  return String(value).padStart(5, '0');
}

/** Splits `count` across states by population (largest remainder), at least one each when possible. */
function allocate(count: number): number[] {
  const weights = STATES.map((s) => POPULATION[s.name] ?? 1);
  const floor = count >= STATES.length ? 1 : 0;
  const rest = count - floor * STATES.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * rest);
  const alloc = exact.map((x) => floor + Math.floor(x));
  let left = count - alloc.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    alloc[i] = (alloc[i] ?? 0) + 1;
    left -= 1;
  }
  return alloc;
}

/** Deterministically generates `count` unique, realistic Malaysian schools spread by state population. */
export function generateSchools(count: number, seed: number = DEFAULT_SEED): SeedSchool[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer: ${count}`);
  const rng = mulberry32(seed);
  const used = new Set<string>();
  const schools: SeedSchool[] = [];
  const alloc = allocate(count);

  STATES.forEach((state, stateIndex) => {
    const region = regionOf(state);
    const kinds = kindWeights(state, region);
    const districtTowns = TOWNS[state.name] ?? {};
    const districts: Weighted<string> = state.districts.map((d) => [d, districtTowns[d]?.length ?? 1]);
    const n = alloc[stateIndex] ?? 0;

    for (let i = 0; i < n; i += 1) {
      const district = weighted(rng, districts);
      const towns = districtTowns[district] ?? [district];
      const ctx: Ctx = { rng, region, towns, numbered: towns.every((t) => /\d/.test(t)) };
      let name = schoolName(ctx, weighted(rng, kinds));
      for (let attempt = 0; attempt < 10 && used.has(name); attempt += 1) {
        name = schoolName(ctx, weighted(rng, kinds));
      }
      if (used.has(name)) {
        let k = 2;
        while (used.has(`${name} (${k})`)) k += 1;
        name = `${name} (${k})`;
      }
      used.add(name);
      schools.push({ name, stateId: state.id, district, postcode: postcodeFor(rng, state) });
    }
  });

  // Interleave states so consumers taking a prefix still see a national mix.
  for (let i = schools.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const a = schools[i];
    const b = schools[j];
    if (a !== undefined && b !== undefined) {
      schools[i] = b;
      schools[j] = a;
    }
  }
  return schools;
}
