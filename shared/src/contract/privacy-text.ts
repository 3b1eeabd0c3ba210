/** Texts of the data and deletion routes; ours, the spec shows none. Bilingual where the person reads them. */
export const PRIVACY_TEXT = {
  passwordRequired:
    'Sila masukkan kata laluan anda untuk mengesahkan. / Please enter your password to confirm.',
  passwordWrong: 'Kata laluan tidak betul. / The password is incorrect.',
  deletionRequested:
    'Permohonan anda untuk memadam akaun telah diterima. / Your request to delete your account has been received.',
  deletionPending:
    'Permohonan anda untuk memadam akaun sedang diproses. / Your request to delete your account is already being processed.',
  deletionCompleted: 'The account has been deleted and its personal data removed or anonymised.',
  deletionAlreadyCompleted: 'This request was completed already.',
} as const;
