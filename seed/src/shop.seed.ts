import { insertRows, type SeedDb } from './batch';
import { buyerOf, type CommerceCtx } from './commerce-context';
import type { MediaIds } from './media.seed';

/** An event registration, written once the orders it refers to exist. */
export interface Registration {
  eventId: number;
  userId: number;
  orderId: number | null;
  at: string;
}

/** Events, merchandise with galleries, and homepage banners; returns event registrations to insert after orders. */
export async function seedShop(db: SeedDb, ctx: CommerceCtx, media: MediaIds): Promise<Registration[]> {
  const { rng, clock, book, users } = ctx;
  const events = [
    {
      name: 'Webinar Persediaan SPM 2026: Strategi Skor A',
      type_id: 2,
      price: 1500,
      days: -12,
      time: '20:30',
      speaker: 'Dr. Suresh a/l Ramasamy',
      location: null,
      meeting_link: `https://meet.jit.si/mahir-spm-${rng.slug(6)}`,
      allowed_roles: 'student,parent',
      description:
        '<p>Sesi langsung 90 minit tentang teknik menjawab Fizik, Kimia dan Matematik Tambahan, diikuti soal jawab.</p>',
    },
    {
      name: 'Bengkel Robotik dan Coding Kanak-kanak',
      type_id: 1,
      price: 8000,
      days: -20,
      time: '09:00',
      speaker: 'Dr. Chong Kah Wai',
      location: 'Dewan Serbaguna, Pusat Sains Negara, Bukit Kiara, 50480 Kuala Lumpur',
      meeting_link: null,
      allowed_roles: 'student',
      description:
        '<p>Bengkel sehari untuk murid 9 hingga 12 tahun: membina dan memprogram robot mudah. Makan tengah hari disediakan.</p>',
    },
    {
      name: 'Karnival Usahawan Digital Mahir 2026',
      type_id: 1,
      price: 0,
      days: -35,
      time: '10:00',
      speaker: 'Harith Danial bin Kamal',
      location: 'Setia City Convention Centre, 40170 Shah Alam, Selangor',
      meeting_link: null,
      allowed_roles: 'student,parent,employee,tutor',
      description:
        '<p>Pameran, bengkel mini dan sesi perkongsian bersama usahawan muda yang berjaya di platform e-dagang.</p>',
    },
    {
      name: 'Webinar Keselamatan Siber untuk Ibu Bapa',
      type_id: 2,
      price: 0,
      days: 15,
      time: '21:00',
      speaker: 'Dr. Chong Kah Wai',
      location: null,
      meeting_link: `https://meet.jit.si/mahir-siber-${rng.slug(6)}`,
      allowed_roles: 'parent,student',
      description:
        '<p>Cara melindungi anak daripada penipuan dalam talian, buli siber dan kandungan tidak sesuai.</p>',
    },
  ];
  await insertRows(
    db,
    'events',
    events.map(({ days, ...e }, i) => ({
      id: i + 1,
      hashslug: rng.slug(),
      image_media_id: media.banner,
      date: clock.dateAgo(days),
      is_active: 1,
      ...e,
    })),
  );

  const registrations: Registration[] = [];
  const register = (eventIndex: number, userId: number, daysAgo: number) => {
    const event = events[eventIndex];
    if (!event) return;
    const at = clock.ago(daysAgo);
    const order =
      event.price > 0
        ? book.addOrder({
            buyer: buyerOf(ctx, userId),
            type: 'event',
            status: 'paid',
            createdAt: at,
            lines: [{ type: 'event', id: eventIndex + 1, name: event.name, unitPrice: event.price }],
          }).id
        : null;
    registrations.push({ eventId: eventIndex + 1, userId, orderId: order, at });
  };
  register(0, users.account.student, 4.2);
  users.students.slice(0, 12).forEach((id, i) => {
    register(i % 3, id, 2 + i);
  });
  register(3, users.account.parent, 20);

  const merchandise = [
    [
      'T-Shirt Mahir Edisi 2026',
      'Kemeja-T kapas 100% dengan logo Mahir bersulam.',
      3500,
      'Biru Tua',
      'S, M, L, XL',
    ],
    ['Botol Air Mahir 750ml', 'Botol keluli tahan karat, kekal sejuk hingga 12 jam.', 2500, 'Putih', '750ml'],
    ['Beg Galas Mahir', 'Beg galas kalis air dengan ruang komputer riba 15 inci.', 7900, 'Hitam', 'Standard'],
    [
      'Set Alat Tulis Pelajar',
      'Buku nota A5, pen, pensel dan pembaris dalam bekas zip.',
      1500,
      'Pelbagai',
      'A5',
    ],
  ] as const;
  await insertRows(
    db,
    'merchandise',
    merchandise.map(([name, description, price, color, size], i) => ({
      id: i + 1,
      hashslug: rng.slug(),
      name,
      description: `<p>${description}</p>`,
      price,
      color,
      size,
      status_id: i === 3 ? 2 : 1,
      created_at: clock.ago(200 - i * 10),
    })),
  );
  const gallery = [media.shopPhoto1, media.shopPhoto2, media.banner];
  await insertRows(
    db,
    'merchandise_galleries',
    merchandise
      .flatMap((_, m) =>
        gallery.slice(0, 2 + (m % 2)).map((mediaId, g) => ({
          merchandise_id: m + 1,
          hashslug: rng.slug(),
          media_id: mediaId,
          position: g + 1,
        })),
      )
      .map((row, i) => ({ id: i + 1, ...row })),
  );
  users.students.slice(20, 22).forEach((id, i) => {
    const item = merchandise[i];
    if (!item) return;
    book.addOrder({
      buyer: buyerOf(ctx, id),
      type: 'merchandise',
      status: 'paid',
      createdAt: clock.ago(9 + i * 4),
      lines: [{ type: 'merchandise', id: i + 1, name: item[0], unitPrice: item[2], quantity: i + 1 }],
    });
  });

  await insertRows(db, 'banners', [
    {
      id: 1,
      hashslug: rng.slug(),
      headline: 'Belajar Apa Sahaja, Bila-bila Masa',
      sub_headline: 'Kursus video, e-book dan audio dalam Bahasa Melayu dan Inggeris',
      is_button: 1,
      button_label: 'Lihat Kursus',
      button_link: '/kursus/all',
      is_active: 1,
      media_id: media.banner,
      position: 1,
    },
    {
      id: 2,
      hashslug: rng.slug(),
      headline: 'Pakej Mahir Tutor Tahun 5',
      sub_headline: 'RM50 sebulan untuk 3 subjek pilihan, bonus 50 Mahir Coins',
      is_button: 1,
      button_label: 'Langgan Sekarang',
      button_link: '/packages',
      is_active: 1,
      media_id: media.banner,
      position: 2,
    },
    {
      id: 3,
      hashslug: rng.slug(),
      headline: 'Jadi Reseller Mahir',
      sub_headline: 'Jana pendapatan sampingan dengan komisen setiap jualan',
      is_button: 0,
      button_label: null,
      button_link: null,
      is_active: 1,
      media_id: media.banner,
      position: 3,
    },
  ]);
  return registrations;
}
