import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BannerTable } from './repositories/admin-content.table';
import type { AffiliateClickTable, AffiliateTable } from './repositories/affiliate.table';
import type { AppSettingTable } from './repositories/app-setting.table';
import type { CancellationRequestTable } from './repositories/cancellation.table';
import type { CartItemTable, CartTable } from './repositories/cart.table';
import type {
  CategoryTable,
  CourseTagTable,
  PriceListTable,
  SubCategoryTable,
  TagTable,
} from './repositories/catalogue.table';
import type { CertificateTable } from './repositories/certificate.table';
import type { CoinPackageTable } from './repositories/coin-pack.table';
import type {
  AffiliateCommissionTable,
  CommissionEntryTable,
  CommissionTable,
  PayoutBatchTable,
  PayoutItemTable,
} from './repositories/commission.table';
import type { CouponRedemptionTable, CouponTable } from './repositories/coupon.table';
import type {
  AssignmentTable,
  AudioSubtopicTable,
  AudioTopicTable,
  ChapterTable,
  CourseAttachmentTable,
  CourseTable,
  EbookTable,
  ModuleTable,
  StockPhotoTable,
  TrainingScheduleTable,
} from './repositories/course.table';
import type { AccessCodeTable } from './repositories/course-access.table';
import type {
  EInvoiceDocumentOrderTable,
  EInvoiceDocumentTable,
  UserTaxDetailsTable,
} from './repositories/einvoice.table';
import type { EventRegistrationTable, EventTable } from './repositories/event.table';
import type { GuardianConsentTable, GuardianshipTable } from './repositories/family.table';
import type { FeedbackTable } from './repositories/feedback.table';
import type { CountryTable, DistrictTable, SchoolTable, StateTable } from './repositories/geography.table';
import type {
  CompanyTable,
  CompanyUserTable,
  OrganizationTable,
  OrganizationUserTable,
  SponsorshipTable,
} from './repositories/group-statistics.table';
import type { JobLeaseTable } from './repositories/job-lease.table';
import type { LedgerEntryTable, WalletTable } from './repositories/ledger.table';
import type { LoginStatisticTable } from './repositories/login.table';
import type { MailOptOutTable, MailTable } from './repositories/mail.table';
import type { MediaFileTable } from './repositories/media.table';
import type { MediaJobTable } from './repositories/media-job.table';
import type { ModuleWatchTable } from './repositories/media-progress.table';
import type { MerchandiseGalleryTable, MerchandiseTable } from './repositories/merchandise.table';
import type { ModuleCaptionTable } from './repositories/module-caption.table';
import type { ModuleHlsTable } from './repositories/module-hls.table';
import type { ModuleRenditionTable } from './repositories/module-rendition.table';
import type {
  MyInvoisSandboxDocumentTable,
  MyInvoisSandboxReferenceTable,
  MyInvoisSandboxSubmissionTable,
} from './repositories/myinvois-sandbox.table';
import type { OfflineEventTable } from './repositories/offline-event.table';
import type { OneTimeTokenTable } from './repositories/one-time-token.table';
import type {
  OrderAttributionTable,
  OrderItemTable,
  OrderPackageCourseTable,
  OrderPackageTable,
  OrderTable,
  RecurringRenewalTable,
} from './repositories/order.table';
import type { FulfilmentTable, ShipmentTable } from './repositories/order-fulfilment.table';
import type { OutboxTable } from './repositories/outbox.table';
import type { PackageTable } from './repositories/package.table';
import type {
  PaymentCallbackTable,
  PaymentTable,
  PaymentTransactionTable,
} from './repositories/payment-transaction.table';
import type { AudioPositionTable, ModulePositionTable } from './repositories/playback-position.table';
import type { DeletionRequestTable, PrivacyAcceptanceTable } from './repositories/privacy.table';
import type { DiscussionTable } from './repositories/qna.table';
import type {
  ChapterQuizTable,
  QuizQuestionTable,
  QuizSubmissionTable,
  QuizTable,
} from './repositories/quiz.table';
import type { RateLimitTable } from './repositories/rate-limit.table';
import type { RefundLineTable, RefundTable } from './repositories/refund.table';
import type { RenewalDunningTable } from './repositories/renewal-dunning.table';
import type { BankTable, ResellerTable } from './repositories/reseller.table';
import type {
  SalesCountedOrderTable,
  SalesHourlyTable,
  TutorSalesTable,
} from './repositories/sales-summary.table';
import type { SchoolCalendarTable } from './repositories/school-calendar.table';
import type { UserRecoveryCodeTable, UserSecondFactorTable } from './repositories/second-factor.table';
import type { SessionTable } from './repositories/session.table';
import type { SubscriptionTable } from './repositories/subscription.table';
import type { SubscriptionPauseTable } from './repositories/subscription-pause.table';
import type { UploadTable } from './repositories/upload.table';
import type { UploadLockTable } from './repositories/upload-lock.table';
import type { GuardianTable, UserRoleTable, UserTable } from './repositories/user.table';
import type { WishlistTable } from './repositories/wishlist.table';

export type * from './repositories/admin-content.table';
export type * from './repositories/affiliate.table';
export type * from './repositories/cancellation.table';
export type * from './repositories/cart.table';
export type * from './repositories/catalogue.table';
export type * from './repositories/certificate.table';
export type * from './repositories/coin-pack.table';
export type * from './repositories/commission.table';
export type * from './repositories/course.table';
export type * from './repositories/course-access.table';
export type * from './repositories/einvoice.table';
export type * from './repositories/event.table';
export type * from './repositories/feedback.table';
export type * from './repositories/geography.table';
export type * from './repositories/group-statistics.table';
export type * from './repositories/job-lease.table';
export type * from './repositories/ledger.table';
export type * from './repositories/login.table';
export type * from './repositories/mail.table';
export type * from './repositories/media.table';
export type * from './repositories/media-job.table';
export type * from './repositories/media-progress.table';
export type * from './repositories/merchandise.table';
export type * from './repositories/module-caption.table';
export type * from './repositories/module-hls.table';
export type * from './repositories/module-rendition.table';
export type * from './repositories/myinvois-sandbox.table';
export type * from './repositories/one-time-token.table';
export type * from './repositories/order.table';
export type * from './repositories/order-fulfilment.table';
export type * from './repositories/outbox.table';
export type * from './repositories/package.table';
export type * from './repositories/payment-transaction.table';
export type * from './repositories/playback-position.table';
export type * from './repositories/privacy.table';
export type * from './repositories/qna.table';
export type * from './repositories/quiz.table';
export type * from './repositories/rate-limit.table';
export type * from './repositories/refund.table';
export type * from './repositories/reseller.table';
export type * from './repositories/sales-summary.table';
export type * from './repositories/school-calendar.table';
export type * from './repositories/second-factor.table';
export type * from './repositories/session.table';
export type * from './repositories/subscription.table';
export type * from './repositories/upload.table';
export type * from './repositories/upload-lock.table';
export type * from './repositories/user.table';
export type * from './repositories/wishlist.table';

/** The Kysely database type: every table by name. Each table's type lives beside its repository. */
export interface Database {
  countries: CountryTable;
  states: StateTable;
  districts: DistrictTable;
  schools: SchoolTable;
  users: UserTable;
  user_roles: UserRoleTable;
  guardians: GuardianTable;
  guardianships: GuardianshipTable;
  guardian_consents: GuardianConsentTable;
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
  refunds: RefundTable;
  refund_lines: RefundLineTable;
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
  mail_opt_outs: MailOptOutTable;
  myinvois_sandbox_submissions: MyInvoisSandboxSubmissionTable;
  myinvois_sandbox_documents: MyInvoisSandboxDocumentTable;
  myinvois_sandbox_references: MyInvoisSandboxReferenceTable;
  module_positions: ModulePositionTable;
  audio_positions: AudioPositionTable;
  offline_events: OfflineEventTable;
  module_captions: ModuleCaptionTable;
  module_hls: ModuleHlsTable;
  certificates: CertificateTable;
  school_calendars: SchoolCalendarTable;
  one_time_tokens: OneTimeTokenTable;
  user_second_factors: UserSecondFactorTable;
  app_settings: AppSettingTable;
  user_recovery_codes: UserRecoveryCodeTable;
  upload_locks: UploadLockTable;
  privacy_acceptances: PrivacyAcceptanceTable;
  deletion_requests: DeletionRequestTable;
  subscription_pauses: SubscriptionPauseTable;
  renewal_dunning: RenewalDunningTable;
  einvoice_documents: EInvoiceDocumentTable;
  einvoice_document_orders: EInvoiceDocumentOrderTable;
  user_tax_details: UserTaxDetailsTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Course = Selectable<CourseTable>;
export type NewCourse = Insertable<CourseTable>;
export type Session = Selectable<SessionTable>;
export type MediaFile = Selectable<MediaFileTable>;
