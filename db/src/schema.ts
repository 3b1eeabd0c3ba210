import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CertificateTable } from './repositories/certificate.table';
import type { MailTable } from './repositories/mail.table';
import type { ModuleCaptionTable } from './repositories/module-caption.table';
import type { ModuleHlsTable } from './repositories/module-hls.table';
import type {
  MyInvoisSandboxDocumentTable,
  MyInvoisSandboxReferenceTable,
  MyInvoisSandboxSubmissionTable,
} from './repositories/myinvois-sandbox.table';
import type { OneTimeTokenTable } from './repositories/one-time-token.table';
import type { AudioPositionTable, ModulePositionTable } from './repositories/playback-position.table';
import type { SchoolCalendarTable } from './repositories/school-calendar.table';
import type { UserRecoveryCodeTable, UserSecondFactorTable } from './repositories/second-factor.table';

/**
 * Table types of the whole product. Conventions, the same on SQLite and PostgreSQL:
 * money is integer sen, flags are 0/1 integers, timestamps are ISO-8601 UTC text
 * (sortable and portable), dates are `YYYY-MM-DD` text.
 */

type Id = Generated<number>;
type Timestamp = string;
type CreatedAt = ColumnType<string, string | undefined, never>;
type Flag = number;

export interface CountryTable {
  id: Id;
  name: string;
}
export interface StateTable {
  id: Id;
  name: string;
}
export interface DistrictTable {
  id: Id;
  state_id: number;
  name: string;
}
export interface SchoolTable {
  id: Id;
  name: string;
  state_id: number;
  district_id: number;
  postcode: string;
}

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  name: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  phone_no: string | null;
  gender: 'F' | 'M' | null;
  dob: string | null;
  icno: string | null;
  race: string | null;
  religion: string | null;
  language: string | null;
  profile_detail: string | null;
  avatar_media_id: number | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state_id: number | null;
  country_id: number | null;
  school_id: number | null;
  name_institution: string | null;
  reseller_code: ColumnType<string | null, string | null | undefined, string | null>;
  can_wishlist: Flag;
  is_active: Flag;
  /** When the account proved it reads its email (issue 19); null until it follows the mailed link. */
  email_verified_at: string | null;
  privacy_notice_version: string | null;
  privacy_accepted_at: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface UserRoleTable {
  user_id: number;
  role: string;
}
export interface GuardianTable {
  id: Id;
  user_id: number;
  name: string;
  relation: string;
  email: string | null;
  phone_no: string | null;
  address1: string | null;
  address2: string | null;
  country_id: number | null;
  postcode: string | null;
  state_id: number | null;
  city: string | null;
  occupation: string | null;
  income_range: string | null;
}

export interface SessionTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}
export interface RateLimitTable {
  key: string;
  hits: number;
  window_started_at: string;
  locked_until: string | null;
  strikes: number;
}
export interface LoginStatisticTable {
  id: Id;
  user_id: number;
  ip: string | null;
  created_at: CreatedAt;
}

export interface MediaFileTable {
  id: Id;
  hashslug: string;
  owner_id: number | null;
  storage_path: string;
  original_name: string;
  mime: string;
  extension: string;
  size: number;
  duration: number | null;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}
export interface UploadTable {
  id: string;
  user_id: number | null;
  filename: string | null;
  size: number | null;
  offset: number;
  completed: Flag;
  media_id: number | null;
  created_at: CreatedAt;
}

export interface CategoryTable {
  id: Id;
  name: string;
  slug: string;
  is_tutor: Flag;
  kind: string;
  label: string | null;
  position: number;
}
export interface SubCategoryTable {
  id: Id;
  category_id: number;
  name: string;
  slug: string;
  position: number;
  /** The partner's logo (partner category only). */
  logo_media_id: number | null;
}
export interface PriceListTable {
  id: Id;
  tier: string;
  price: number;
  country_id: number;
  status: Flag;
  created_at: CreatedAt;
}
export interface TagTable {
  id: Id;
  name: string;
}
export interface CourseTagTable {
  course_id: number;
  tag_id: number;
}

export interface CourseTable {
  id: Id;
  hashslug: string;
  user_id: number;
  category_id: number;
  sub_category_id: number;
  kind: string;
  title: string;
  content: string;
  requirement: string | null;
  benefit: string | null;
  language: string;
  price_id: number | null;
  sell_price: number;
  discount: number;
  discount_active: Flag;
  recurring_id: string | null;
  status_id: number;
  reject_reason: string | null;
  is_tutor: Flag;
  is_active: Flag;
  special_invitation: Flag;
  preview_media_id: number | null;
  banner_media_id: number | null;
  feedback_count: number;
  rating_sum: number;
  subscriber_count: number;
  discussion_count: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  /** Optimistic-lock counter: every aggregate save bumps it (authoring). */
  version: Generated<number>;
}
export interface ChapterTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  position: number;
  /** The school week a package course's chapter opens in; null: open from the start. */
  release_week: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface ModuleTable {
  id: Id;
  course_id: number;
  chapter_id: number;
  hashslug: string;
  title: string;
  position: number;
  duration: number;
  media_id: number | null;
  is_preview: Flag;
  /** Poster frame of the module video (authoring, transcoding). */
  poster_media_id: number | null;
}
/** A rendition of a module's video at one height; the player offers the ready ones. */
export interface ModuleRenditionTable {
  id: Id;
  module_id: number;
  /** Height in pixels. */
  quality: number;
  media_id: number | null;
  status: 'ready' | 'pending' | 'failed';
  error: string | null;
  created_at: CreatedAt;
}
export interface CourseAttachmentTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  media_id: number;
  position: number;
}
export interface EbookTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  media_id: number;
  position: number;
}
export interface AudioTopicTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  position: number;
}
export interface AudioSubtopicTable {
  id: Id;
  topic_id: number;
  hashslug: string;
  sub_title: string;
  media_id: number;
  duration: number;
  position: number;
}
export interface StockPhotoTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  media_id: number;
  watermark_media_id: number | null;
  /** Small watermarked thumbnail (authoring). */
  thumbnail_media_id: number | null;
  width: number;
  height: number;
  position: number;
}
export interface AccessCodeTable {
  id: Id;
  course_id: number;
  hashslug: string;
  code: string;
  redeemed_by: number | null;
  redeemed_at: Timestamp | null;
  created_at: CreatedAt;
}
export interface TrainingScheduleTable {
  id: Id;
  course_id: number;
  title: string;
  date_time: Timestamp;
  streaming_url: string | null;
}
export interface AssignmentTable {
  id: Id;
  course_id: number;
  title: string;
  description: string | null;
  created_at: CreatedAt;
}

export interface QuizTable {
  id: Id;
  hashslug: string;
  course_id: number;
  user_id: number;
  title: string;
  status: string;
  created_at: CreatedAt;
}
export interface ChapterQuizTable {
  chapter_id: number;
  quiz_id: number;
  position: number;
}
export interface QuizQuestionTable {
  id: Id;
  quiz_id: number;
  hashslug: string;
  question: string;
  type: number;
  choice1: string | null;
  choice2: string | null;
  choice3: string | null;
  choice4: string | null;
  answer: number | null;
  choose: number | null;
  position: number;
}
export interface QuizSubmissionTable {
  id: Id;
  quiz_id: number;
  course_id: number;
  user_id: number;
  answers: string;
  correct: number;
  total: number;
  score: number;
  created_at: CreatedAt;
}

export interface DiscussionTable {
  id: Id;
  course_id: number;
  user_id: number;
  parent_id: number | null;
  comment: string;
  created_at: CreatedAt;
}
export interface FeedbackTable {
  id: Id;
  course_id: number;
  tutor_id: number;
  subscription_id: number;
  user_id: number;
  rate: number;
  content: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface WishlistTable {
  id: Id;
  user_id: number;
  course_id: number;
  created_at: CreatedAt;
}

export interface PackageTable {
  id: Id;
  hashslug: string;
  name: string;
  price: number;
  frequency: number;
  recurring_id: string | null;
  mahir_tutor_category_id: number;
  total_mahir_tutor: number;
  coin: number;
  is_active: Flag;
  created_at: CreatedAt;
}
export interface SubscriptionTable {
  id: Id;
  user_id: number;
  course_id: number;
  order_id: number | null;
  order_package_id: number | null;
  source: string;
  status: string;
  is_unsubscribe: Flag;
  next_payment_date: string | null;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  /** The affiliate whose link brought a plan access (employee or student access). */
  affiliate_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface ModuleWatchTable {
  id: Id;
  user_id: number;
  course_id: number;
  module_id: number;
  subscription_id: number;
  watched_at: CreatedAt;
}

export interface OrderTable {
  id: Id;
  hashslug: string;
  order_no: string;
  user_id: number | null;
  type: string;
  status: string;
  subtotal: number;
  discount_total: number;
  coins_used: number;
  points_used: number;
  grand_total: number;
  payment_method: string | null;
  recurring_id: string | null;
  name: string | null;
  email: string | null;
  phone_no: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state_id: number | null;
  country_id: number | null;
  affiliate_id: number | null;
  reseller_id: number | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
  /** When an unpaid order expires (money spine). */
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  next_payment_date: ColumnType<string | null, string | null | undefined, string | null>;
  recurring_status: ColumnType<string | null, string | null | undefined, string | null>;
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  reseller_code: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface OrderItemTable {
  id: Id;
  order_id: number;
  item_type: string;
  item_id: number;
  name: string;
  unit_price: number;
  quantity: number;
  discount: number;
  subtotal: number;
  /** JSON of the line's details (package selection, student, billing type), set by placeOrder. */
  details: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface OrderPackageTable {
  id: Id;
  order_id: number;
  package_id: number;
  student_user_id: number | null;
  status: string;
}
export interface OrderPackageCourseTable {
  order_package_id: number;
  course_id: number;
}
export interface CancellationRequestTable {
  id: Id;
  order_id: number;
  order_package_id: number | null;
  user_id: number;
  req_cancel: Flag;
  confirm: Flag;
  seen_by_admin: Flag;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
}
export interface PaymentTable {
  id: Id;
  hashslug: string;
  order_id: number;
  provider: string;
  provider_ref: string | null;
  amount: number;
  status: string;
  next_recurring_date: string | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}
export interface PaymentCallbackTable {
  id: Id;
  payment_id: number;
  provider: string;
  event_key: string;
  payload: string;
  verified: Flag;
  created_at: CreatedAt;
}
export interface CartTable {
  id: Id;
  owner_key: string;
  user_id: number | null;
  type: string;
  edit_address: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface CartItemTable {
  id: Id;
  cart_id: number;
  row_id: string;
  item_type: string;
  item_id: number;
  name: string;
  price: number;
  quantity: number;
  discount: number;
  options: string | null;
}

export interface EventTable {
  id: Id;
  hashslug: string;
  name: string;
  description: string;
  image_media_id: number | null;
  price: number;
  date: string;
  time: string;
  speaker: string;
  location: string | null;
  type_id: number;
  meeting_link: string | null;
  allowed_roles: string;
  is_active: Flag;
}
export interface EventRegistrationTable {
  id: Id;
  event_id: number;
  user_id: number;
  order_id: number | null;
  created_at: CreatedAt;
}
export interface MerchandiseTable {
  id: Id;
  hashslug: string;
  name: string;
  description: string;
  price: number;
  color: string;
  size: string;
  status_id: number;
  created_at: CreatedAt;
}
export interface MerchandiseGalleryTable {
  id: Id;
  merchandise_id: number;
  hashslug: string;
  media_id: number;
  position: number;
}
export interface BannerTable {
  id: Id;
  hashslug: string;
  headline: string;
  sub_headline: string | null;
  is_button: Flag;
  button_label: string | null;
  button_link: string | null;
  is_active: number;
  media_id: number | null;
  position: number;
}
export interface CoinPackageTable {
  id: Id;
  name: string;
  coins: number;
  price: number;
  is_active: Flag;
}
export interface WalletTable {
  user_id: number;
  coins: number;
  points: number;
}
export interface LedgerEntryTable {
  id: Id;
  user_id: number;
  currency: 'coin' | 'point';
  amount: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: CreatedAt;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrganizationTable {
  id: Id;
  hashslug: string;
  name: string;
  created_at: CreatedAt;
}
export interface OrganizationUserTable {
  organization_id: number;
  user_id: number;
  is_listed: Flag;
  added_at: Timestamp;
}
export interface CompanyTable {
  id: Id;
  hashslug: string;
  name: string;
  created_at: CreatedAt;
}
export interface CompanyUserTable {
  company_id: number;
  user_id: number;
  role: string;
  is_listed: Flag;
  added_at: Timestamp;
}
export interface SponsorshipTable {
  id: Id;
  hashslug: string;
  organization_id: number;
  name: string;
  start_date: string;
  end_date: string;
  reseller_id: number;
  payment_date: string;
  payment_amount: number;
  created_at: CreatedAt;
}

export interface BankTable {
  code: string;
  name: string;
}
export interface ResellerTable {
  id: Id;
  user_id: number;
  parent_id: number | null;
  reseller_code: string;
  bank_name: string | null;
  account_no: string | null;
  account_holder: string | null;
  swift_code: string | null;
  rate: number;
  rate_sub: number;
  status: string;
  created_at: CreatedAt;
  /** The admin's reason when an application is declined. */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an admin approved or declined the application. */
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface CommissionTable {
  id: Id;
  hashslug: string;
  reseller_id: number;
  order_id: number;
  amount: number;
  amount_final: number;
  notes: string | null;
  kind: string;
  status: string;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}
export interface AffiliateTable {
  id: Id;
  user_id: number;
  code: string;
  created_at: CreatedAt;
}
export interface AffiliateClickTable {
  id: Id;
  affiliate_id: number;
  course_id: number | null;
  visitor_hash: string | null;
  created_at: CreatedAt;
}
export interface CommissionEntryTable {
  id: Id;
  commission_id: number | null;
  affiliate_commission_id: number | null;
  order_id: number | null;
  attribution_id: number | null;
  beneficiary: string;
  beneficiary_id: number;
  kind: string;
  amount: number;
  remark: string | null;
  actor_id: number | null;
  entry_key: string | null;
  created_at: CreatedAt;
}
export interface PayoutBatchTable {
  id: Id;
  reference: string;
  total: number;
  row_count: number;
  created_by: number | null;
  created_at: CreatedAt;
}
export interface PayoutItemTable {
  id: Id;
  batch_id: number;
  commission_id: number;
  amount: number;
}
export interface AffiliateCommissionTable {
  id: Id;
  affiliate_id: number;
  order_id: number;
  amount: number;
  status: string;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Id;
  topic: string;
  payload: string;
  created_at: CreatedAt;
  processed_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: ColumnType<string, string | undefined, string>;
}
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  lease_until: string;
  last_run_at: string | null;
}
export interface PaymentTransactionTable {
  id: Id;
  order_id: number;
  provider: string;
  transaction_id: string;
  kind: string;
  status: string;
  amount: number;
  outcome: string;
  payload: string;
  /** The provider message's own signature (lowercased), when it carries one: unique per provider. */
  signature: string | null;
  created_at: CreatedAt;
}
/** One paid billing period of a recurring order: unique per order and period. */
export interface RecurringRenewalTable {
  id: Id;
  order_id: number;
  /** The due date (`YYYY-MM-DD`, Malaysia time) the period starts on. */
  period_start: string;
  provider: string;
  transaction_id: string;
  created_at: CreatedAt;
}
export interface FulfilmentTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  handler: string;
  created_at: CreatedAt;
}
export interface OrderAttributionTable {
  id: Id;
  order_id: number;
  kind: 'reseller' | 'affiliate';
  reseller_id: number | null;
  affiliate_id: number | null;
  code: string | null;
  amount: number;
  created_at: CreatedAt;
}

export interface ShipmentTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  merchandise_id: number;
  quantity: number;
  name: string;
  email: string;
  phone_no: string;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  state_id: number | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** Background media work: video transcoding and photo previews (authoring). */
export interface MediaJobTable {
  id: Id;
  kind: 'transcode' | 'photo';
  target_id: number;
  media_id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  error: string | null;
  run_after: string;
  locked_until: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

/** The Kysely database type: every table by name. */
/** Paid sales per UTC hour (`YYYY-MM-DDTHH`), kept by the `order.paid` sales handler. */
export interface SalesHourlyTable {
  hour: string;
  total: ColumnType<number | string, number, number>;
  orders: number;
}
/** Each tutor's sales of course lines in paid orders (sen), kept by the same handler. */
export interface TutorSalesTable {
  tutor_id: number;
  total: ColumnType<number | string, number, number>;
  lines: number;
}
/** Orders the sales handler has counted: replays count nothing twice. */
export interface SalesCountedOrderTable {
  order_id: number;
}

export interface Database {
  countries: CountryTable;
  states: StateTable;
  districts: DistrictTable;
  schools: SchoolTable;
  users: UserTable;
  user_roles: UserRoleTable;
  guardians: GuardianTable;
  sessions: SessionTable;
  rate_limits: RateLimitTable;
  login_statistics: LoginStatisticTable;
  media_files: MediaFileTable;
  uploads: UploadTable;
  categories: CategoryTable;
  sub_categories: SubCategoryTable;
  price_list: PriceListTable;
  tags: TagTable;
  course_tags: CourseTagTable;
  courses: CourseTable;
  chapters: ChapterTable;
  modules: ModuleTable;
  module_renditions: ModuleRenditionTable;
  course_attachments: CourseAttachmentTable;
  ebooks: EbookTable;
  audio_topics: AudioTopicTable;
  audio_subtopics: AudioSubtopicTable;
  stock_photos: StockPhotoTable;
  access_codes: AccessCodeTable;
  training_schedules: TrainingScheduleTable;
  assignments: AssignmentTable;
  quizzes: QuizTable;
  chapter_quizzes: ChapterQuizTable;
  quiz_questions: QuizQuestionTable;
  quiz_submissions: QuizSubmissionTable;
  discussions: DiscussionTable;
  feedbacks: FeedbackTable;
  wishlists: WishlistTable;
  packages: PackageTable;
  subscriptions: SubscriptionTable;
  module_watches: ModuleWatchTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_packages: OrderPackageTable;
  order_package_courses: OrderPackageCourseTable;
  cancellation_requests: CancellationRequestTable;
  payments: PaymentTable;
  payment_callbacks: PaymentCallbackTable;
  carts: CartTable;
  cart_items: CartItemTable;
  events: EventTable;
  event_registrations: EventRegistrationTable;
  merchandise: MerchandiseTable;
  merchandise_galleries: MerchandiseGalleryTable;
  banners: BannerTable;
  coin_packages: CoinPackageTable;
  wallets: WalletTable;
  ledger_entries: LedgerEntryTable;
  organizations: OrganizationTable;
  organization_users: OrganizationUserTable;
  companies: CompanyTable;
  company_users: CompanyUserTable;
  sponsorships: SponsorshipTable;
  banks: BankTable;
  resellers: ResellerTable;
  commissions: CommissionTable;
  affiliates: AffiliateTable;
  affiliate_clicks: AffiliateClickTable;
  affiliate_commissions: AffiliateCommissionTable;
  outbox: OutboxTable;
  job_leases: JobLeaseTable;
  payment_transactions: PaymentTransactionTable;
  recurring_renewals: RecurringRenewalTable;
  fulfilments: FulfilmentTable;
  order_attributions: OrderAttributionTable;
  shipments: ShipmentTable;
  media_jobs: MediaJobTable;
  commission_entries: CommissionEntryTable;
  payout_batches: PayoutBatchTable;
  payout_items: PayoutItemTable;
  sales_hourly: SalesHourlyTable;
  tutor_sales: TutorSalesTable;
  sales_counted_orders: SalesCountedOrderTable;
  mails: MailTable;
  myinvois_sandbox_submissions: MyInvoisSandboxSubmissionTable;
  myinvois_sandbox_documents: MyInvoisSandboxDocumentTable;
  myinvois_sandbox_references: MyInvoisSandboxReferenceTable;
  module_positions: ModulePositionTable;
  audio_positions: AudioPositionTable;
  module_captions: ModuleCaptionTable;
  module_hls: ModuleHlsTable;
  certificates: CertificateTable;
  school_calendars: SchoolCalendarTable;
  one_time_tokens: OneTimeTokenTable;
  user_second_factors: UserSecondFactorTable;
  user_recovery_codes: UserRecoveryCodeTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Course = Selectable<CourseTable>;
export type NewCourse = Insertable<CourseTable>;
export type Session = Selectable<SessionTable>;
export type MediaFile = Selectable<MediaFileTable>;
