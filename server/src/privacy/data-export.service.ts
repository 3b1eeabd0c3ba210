import type { Db } from '@mahir/db';
import { personalDataRepository as repo } from '@mahir/db/repositories/personal-data.repository';
import { strToU8, zipSync } from 'fflate';
import type { Actor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { redactMail } from '../mail';
import { anyOf, guardianOfMinor, requireSubjectAccess, type SubjectAccess, selfOnly } from './subject-access';

/** The files of an export and what each holds, for its README (Malay, then English). */
const FILES: ReadonlyArray<readonly [file: string, ms: string, en: string]> = [
  ['profile.json', 'Profil, peranan dan avatar akaun', 'The account’s profile, roles and avatar'],
  ['addresses.json', 'Alamat profil dan butiran penjaga', 'The profile’s address and guardian details'],
  [
    'orders.json',
    'Pesanan, baris pesanan, pakej dan penghantaran',
    'Orders, order lines, packages and shipments',
  ],
  ['payments.json', 'Bayaran dan transaksi bagi pesanan itu', 'Payments and transactions of those orders'],
  ['subscriptions.json', 'Langganan dan permohonan pembatalan', 'Subscriptions and cancellation requests'],
  [
    'learning.json',
    'Modul ditonton, kedudukan main semula, sijil dan pendaftaran acara',
    'Modules watched, playback positions, certificates and event registrations',
  ],
  ['quiz-attempts.json', 'Percubaan kuiz', 'Quiz attempts'],
  ['reviews-and-questions.json', 'Ulasan, soalan dan jawapan', 'Reviews, questions and answers'],
  ['wishlist.json', 'Senarai hajat', 'Wishlist'],
  ['coins.json', 'Dompet dan lejar Mahir Coins', 'Mahir Coins wallet and ledger'],
  [
    'commissions.json',
    'Akaun reseller dan affiliate serta komisennya',
    'Reseller and affiliate accounts and their commissions',
  ],
  [
    'sign-ins.json',
    'Sesi, log masuk (masa dan IP) dan status faktor kedua',
    'Sessions, sign-ins (time and IP) and second-factor status',
  ],
  [
    'mail.json',
    'E-mel yang dihantar kepada anda (pautan sekali guna dibuang)',
    'Mail sent to you (one-time links removed)',
  ],
  [
    'consents.json',
    'Penerimaan notis privasi dan pilihan e-mel',
    'Privacy notice acceptances and mail preferences',
  ],
];

function readme(generatedAt: string, userId: number): string {
  const lines = [
    'Mahir: data peribadi anda / your personal data',
    `Akaun / Account: ${userId}`,
    `Dijana / Generated: ${generatedAt}`,
    '',
    'Akta Perlindungan Data Peribadi 2010 memberi anda hak kepada data anda. Fail ini mengandungi semua yang Mahir',
    'simpan tentang akaun anda. Kata laluan, token dan rahsia keselamatan tidak disertakan. Amaun wang dalam sen.',
    '',
    'The Personal Data Protection Act 2010 gives you the right to your data. This file holds everything Mahir keeps',
    'about your account. Passwords, tokens and security secrets are left out. Money amounts are in sen.',
    '',
    ...FILES.map(([file, ms, en]) => `${file.padEnd(28)} ${ms} / ${en}`),
    '',
  ];
  return lines.join('\r\n');
}

/** JSON as the files hold it: indented, with any bigint a PostgreSQL driver answers written as a number. */
function json(value: unknown): Uint8Array {
  return strToU8(`${JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v), 2)}\n`);
}

/** What the export gathers of one account: the contents of each JSON file, by file name. */
async function gather(db: Db, userId: number): Promise<Record<string, unknown> | null> {
  const profile = await repo.profile(db, userId);
  if (!profile) return null;
  const orders = await repo.orders(db, userId);
  const [
    payments,
    subscriptions,
    learning,
    quizzes,
    posts,
    wishlist,
    coins,
    commissions,
    signIns,
    mails,
    consents,
    guardians,
  ] = await Promise.all([
    repo.payments(db, orders.ids),
    repo.subscriptions(db, userId),
    repo.learning(db, userId),
    repo.quizAttempts(db, userId),
    repo.reviewsAndQuestions(db, userId),
    repo.wishlist(db, userId),
    repo.coins(db, userId),
    repo.commissions(db, userId),
    repo.signIns(db, userId),
    repo.mails(db, userId),
    repo.consents(db, userId),
    repo.guardians(db, userId),
  ]);
  const { address1, address2, postcode, city, state_id, country_id } = profile;
  return {
    'profile.json': profile,
    'addresses.json': { profile: { address1, address2, postcode, city, state_id, country_id }, guardians },
    'orders.json': {
      orders: orders.orders,
      lines: orders.items,
      packages: orders.packages,
      shipments: orders.shipments,
    },
    'payments.json': payments,
    'subscriptions.json': subscriptions,
    'learning.json': learning,
    'quiz-attempts.json': quizzes,
    'reviews-and-questions.json': posts,
    'wishlist.json': wishlist,
    'coins.json': coins,
    'commissions.json': commissions,
    'sign-ins.json': signIns,
    // A mail still queued may hold a live one-time link: the copy given out never does.
    'mail.json': mails.map((m) => ({ ...m, ...(redactMail(m) ?? {}) })),
    'consents.json': consents,
  };
}

export interface DataExportDeps extends ServiceDeps {
  /** Who may export whose data: by default the person themselves or the guardian of a child under 18. */
  access?: SubjectAccess;
}

/** A person's data export (PDPA 2010, issue 20): everything held about an account, as one zip. */
export function createDataExportService(deps: DataExportDeps) {
  const { db, clock } = deps;
  const access = deps.access ?? anyOf(selfOnly, guardianOfMinor(clock));
  return {
    /** The zip of `subjectUserId`'s data, for an actor the access check allows. */
    async exportZip(actor: Actor, subjectUserId: number): Promise<{ fileName: string; bytes: Uint8Array }> {
      await requireSubjectAccess(access, db, actor, subjectUserId);
      const at = clock();
      // One read transaction, so the files agree with one another.
      const files = await db.transaction().execute((trx) => gather(trx, subjectUserId));
      if (!files) throw AppError.notFound();
      const entries: Record<string, Uint8Array> = {
        'README.txt': strToU8(readme(at.toISOString(), subjectUserId)),
      };
      for (const [name, value] of Object.entries(files)) entries[name] = json(value);
      const stamp = at.toISOString().slice(0, 10);
      return { fileName: `mahir-data-${subjectUserId}-${stamp}.zip`, bytes: zipSync(entries, { mtime: at }) };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
