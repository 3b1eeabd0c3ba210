import type { Bilingual } from '../bilingual';
import { AFFILIATE_TEXT } from '../contract/affiliate-text';
import { PRIVACY_TEXT } from '../contract/privacy-text';
import { PROFILE_TEXT } from '../contract/profile-text';
import { RESELLER_SETTINGS_TEXT } from '../contract/reseller-settings-text';
import { RESELLER_TEXT } from '../contract/reseller-text';

const en = {
  profile: {
    updated: PROFILE_TEXT.updated,
    passwordUpdated: PROFILE_TEXT.passwordUpdated,
    oldPasswordRequired: PROFILE_TEXT.oldPasswordRequired,
    oldPasswordWrong: PROFILE_TEXT.oldPasswordWrong,
    newPasswordRequired: PROFILE_TEXT.newPasswordRequired,
    newPasswordLength: PROFILE_TEXT.newPasswordLength,
    avatarFormat: PROFILE_TEXT.avatarFormat,
    avatarTooLarge: PROFILE_TEXT.avatarTooLarge,
    avatarMissing: PROFILE_TEXT.avatarMissing,
    avatarUploaded: PROFILE_TEXT.avatarUploaded,
    postcodeMax: PROFILE_TEXT.postcodeMax,
  },
  /** Four of these are written Malay then English; in Malay the Malay half alone is shown. */
  privacy: PRIVACY_TEXT,
  reseller: {
    bankRequired: RESELLER_TEXT.bankRequired,
    accountNoRequired: RESELLER_TEXT.accountNoRequired,
    accountNoNumeric: RESELLER_TEXT.accountNoNumeric,
    holderRequired: RESELLER_TEXT.holderRequired,
    swiftRequired: RESELLER_TEXT.swiftRequired,
    postcodeNumeric: RESELLER_TEXT.postcodeNumeric,
    termsRequired: RESELLER_TEXT.termsRequired,
    registered: RESELLER_TEXT.registered,
  },
  resellerSettings: {
    bankRequired: RESELLER_SETTINGS_TEXT.bankRequired,
    accountNoRequired: RESELLER_SETTINGS_TEXT.accountNoRequired,
    holderRequired: RESELLER_SETTINGS_TEXT.holderRequired,
    swiftRequired: RESELLER_SETTINGS_TEXT.swiftRequired,
    tooLong: RESELLER_SETTINGS_TEXT.tooLong,
    rateSubRange: RESELLER_SETTINGS_TEXT.rateSubRange,
  },
  affiliate: {
    registered: AFFILIATE_TEXT.registered,
    already: AFFILIATE_TEXT.already,
    notAffiliate: AFFILIATE_TEXT.notAffiliate,
  },
} as const;

/** The account holder's API answers (profile, personal data, reseller and affiliate sign-up, payout details) with their Malay. */
export const MEMBER_API_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    profile: {
      updated: 'Profil berjaya dikemas kini.',
      passwordUpdated: 'Kata laluan berjaya dikemas kini.',
      oldPasswordRequired: 'Kata Laluan Lama diperlukan',
      oldPasswordWrong: 'Kata Laluan Lama tidak betul',
      newPasswordRequired: 'Kata Laluan Baharu diperlukan',
      newPasswordLength: 'Kata laluan mestilah 8 hingga 20 aksara',
      avatarFormat: 'Avatar mestilah imej JPG, PNG atau WEBP.',
      avatarTooLarge: 'Avatar tidak boleh melebihi 5 MB.',
      avatarMissing: 'Sila pilih imej.',
      avatarUploaded: 'Avatar berjaya dimuat naik.',
      postcodeMax: 'Poskod tidak boleh melebihi 5 aksara.',
    },
    privacy: {
      passwordRequired: 'Sila masukkan kata laluan anda untuk mengesahkan.',
      passwordWrong: 'Kata laluan tidak betul.',
      deletionRequested: 'Permohonan anda untuk memadam akaun telah diterima.',
      deletionPending: 'Permohonan anda untuk memadam akaun sedang diproses.',
      deletionCompleted: 'Akaun telah dipadam dan data peribadinya dibuang atau dianonimkan.',
      deletionAlreadyCompleted: 'Permohonan ini telah pun diselesaikan.',
    },
    reseller: {
      bankRequired: 'Nama Bank diperlukan',
      accountNoRequired: 'No Akaun diperlukan',
      accountNoNumeric: 'No Akaun mestilah nombor',
      holderRequired: 'Nama Penerima diperlukan',
      swiftRequired: 'Kod SWIFT diperlukan',
      postcodeNumeric: 'Poskod mestilah nombor',
      termsRequired: 'Sila bersetuju dengan terma dan syarat',
      registered: 'Terima kasih. Pendaftaran anda sedang disemak dan menunggu kelulusan.',
    },
    resellerSettings: {
      bankRequired: 'Nama Bank diperlukan',
      accountNoRequired: 'No Akaun diperlukan',
      holderRequired: 'Pemegang Akaun diperlukan',
      swiftRequired: 'Kod SWIFT diperlukan',
      tooLong: 'Tidak boleh melebihi 50 aksara',
      rateSubRange: 'Komisen sub-penjual semula mestilah antara 0 dan 30',
    },
    affiliate: {
      registered: 'Anda kini affiliate Mahir.',
      already: 'Anda affiliate Mahir.',
      notAffiliate: 'Sila daftar sebagai affiliate dahulu.',
    },
  },
};
