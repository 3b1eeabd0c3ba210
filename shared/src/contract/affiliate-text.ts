/** Texts of the affiliate page; ours where the spec shows none. */
export const AFFILIATE_TEXT = {
  signUpPrompt: 'Become a Mahir affiliate and earn a commission on every purchase made through your link.',
  signUp: 'Sign Up',
  registered: 'You are now a Mahir affiliate.',
  already: 'You are a Mahir affiliate.',
  linkTab: 'Link',
  statisticsTab: 'Statistics',
  copy: 'Copy',
  copied: 'Link copied!',
  dailyClicks: 'Daily Clicks',
  commissions: 'Commissions',
  notAffiliate: 'Please sign up as an affiliate first.',
} as const;
