/** The expiry line of a link valid for some hours (email verification, email change). */
const expiresInHours = (hours: number) =>
  `The link works once and expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;

/**
 * Every word of outgoing mail in English. The Malay catalogue has the same shape (the type is this
 * object's), so a sentence missing in one language fails the typecheck.
 */
export const en = {
  layout: {
    tagline: 'Learning for every Malaysian family',
    essentialNote: 'You are receiving this email because it concerns your Mahir account.',
    optionalNote: 'You are receiving this email because of your Mahir notification settings.',
    unsubscribe: 'Unsubscribe from these emails',
    preferences: 'Email preferences',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    greeting: (name: string) => `Hi ${name},`,
    signOff: 'The Mahir team',
  },
  verification: {
    subject: 'Verify your email address',
    preview: 'Confirm your email address to finish signing up.',
    intro: 'Thank you for signing up to Mahir. Please confirm that this is your email address.',
    action: 'Verify email',
    expiry: expiresInHours,
    ignore: 'If you did not sign up to Mahir, ignore this email and no account will be confirmed.',
  },
  passwordReset: {
    subject: 'Reset your Mahir password',
    preview: 'Someone asked to reset the password of your account.',
    intro: 'We received a request to reset the password of your Mahir account.',
    action: 'Choose a new password',
    expiry: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
    sessions: 'Setting a new password signs you out on every device.',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  emailChangeConfirm: {
    subject: 'Confirm your new email address',
    preview: 'Confirm the new email address of your Mahir account.',
    intro: (email: string) => `You asked to use ${email} for your Mahir account. Please confirm it.`,
    action: 'Confirm new email',
    expiry: expiresInHours,
    ignore: 'If you did not ask for this, ignore this email and nothing will change.',
  },
  emailChangeNotice: {
    subject: 'Your Mahir email address is being changed',
    preview: 'A change of your account email address was requested.',
    intro: (email: string, when: string) =>
      `On ${when} a change of your account's email address to ${email} was requested.`,
    until: 'Your account keeps this address until the new one is confirmed.',
    notYou: 'If this was not you, reset your password now to secure your account.',
    action: 'Reset password',
  },
  receipt: {
    subject: (reference: string) => `Receipt for your order ${reference}`,
    preview: (total: string) => `Payment received: ${total}.`,
    intro: 'Thank you for your payment. Here is your receipt.',
    reference: 'Order',
    paidAt: 'Paid on',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    tax: 'Sales and service tax included',
    registrationNo: 'SST registration no.',
    total: 'Total paid',
    attached: 'Your receipt is attached as a PDF.',
    action: 'View order',
  },
  refund: {
    subject: (number: string, reference: string) => `Refund ${number} for your order ${reference}`,
    preview: (amount: string) => `We are refunding ${amount}.`,
    intro: (amount: string, reference: string) =>
      `We have recorded a refund of ${amount} on your order ${reference}.`,
    number: 'Refund',
    reference: 'Order',
    reason: 'Reason',
    toCoins: (coins: number) => `${coins} Mahir Coins have been added to your account.`,
    toProvider:
      'The money goes back to the card or account you paid with; your bank may take a few working days.',
    toBank: 'We will transfer the money to the bank account you gave us within a few working days.',
    action: 'View order',
  },
  renewalReminder: {
    subject: (pkg: string) => `Your ${pkg} subscription renews soon`,
    preview: (date: string) => `Your subscription renews on ${date}.`,
    intro: (pkg: string, date: string, amount: string) =>
      `Your subscription to ${pkg} renews on ${date}, and ${amount} will be charged to your payment method.`,
    keep: 'Nothing needs to be done to keep learning.',
    manage: 'Manage subscription',
  },
  renewalFailed: {
    subject: (pkg: string) => `We could not renew your ${pkg} subscription`,
    preview: 'The payment for your subscription did not go through.',
    intro: (pkg: string, amount: string) => `The payment of ${amount} to renew ${pkg} did not go through.`,
    until: (date: string) => `Your access continues until ${date}. Renew before then to keep learning.`,
    action: 'Renew subscription',
  },
  renewalLink: {
    subject: {
      before: (pkg: string) => `Renew your ${pkg} subscription`,
      due: (pkg: string) => `Your ${pkg} subscription is due today`,
      grace: (pkg: string) => `Reminder: your ${pkg} subscription is unpaid`,
      expired: (pkg: string) => `Your ${pkg} subscription has expired`,
    },
    preview: (date: string) => `Payment due on ${date}.`,
    before: (pkg: string, date: string, amount: string) =>
      `Your subscription to ${pkg} is due for renewal on ${date}. Pay ${amount} with FPX, DuitNow or any method you like by the link below.`,
    due: (pkg: string, amount: string) =>
      `Your subscription to ${pkg} is due today. Pay ${amount} by the link below.`,
    grace: (pkg: string, amount: string) => `The renewal of ${pkg} (${amount}) is still unpaid.`,
    payBy: (date: string) => `Your access continues until ${date}. Please pay by then to keep learning.`,
    expired: (pkg: string) =>
      `The renewal of ${pkg} was not paid in time, so the subscription has expired and its courses are closed.`,
    comeBack: 'You are welcome to subscribe again at any time.',
    pay: 'Pay now',
    packages: 'See packages',
  },
  subscriptionCancelled: {
    subject: (pkg: string) => `Your ${pkg} subscription is cancelled`,
    preview: 'Your subscription has been cancelled.',
    intro: (pkg: string) => `Your subscription to ${pkg} has been cancelled and will not be charged again.`,
    until: (date: string) => `You can keep learning until ${date}.`,
    ended: 'Your access has ended.',
    comeBack: 'You are welcome back at any time.',
    action: 'See packages',
  },
  eventRegistration: {
    subject: (title: string) => `You are registered: ${title}`,
    preview: (date: string) => `See you on ${date}.`,
    intro: (title: string) => `You are registered for ${title}.`,
    starts: 'Starts',
    ends: 'Ends',
    venue: 'Venue',
    online: 'The event is online. Join it with this link when it starts.',
    join: 'Join the event',
    details: 'Event details',
  },
  contentPublished: {
    subject: (title: string) => `Published: ${title}`,
    preview: 'Your content passed review and is now live.',
    intro: (kind: string, title: string) =>
      `Your ${kind} ${title} passed review and is now published on Mahir.`,
    action: 'View it on Mahir',
  },
  contentRejected: {
    subject: (title: string) => `Not published: ${title}`,
    preview: 'Your content needs changes before it can be published.',
    intro: (kind: string, title: string) => `Your ${kind} ${title} was not published. The reviewer wrote:`,
    next: 'Make the changes in the Mahir back office and submit it again.',
    action: 'Open the back office',
  },
  contentKinds: { course: 'course', ebook: 'ebook', audiobook: 'audiobook', photo: 'stock photo' },
  resellerApproved: {
    subject: 'Your reseller registration is approved',
    preview: 'Welcome to the Mahir reseller programme.',
    intro: 'Your registration as a Mahir reseller is approved.',
    code: 'Your reseller code',
    next: 'Share your code with your customers. Your sales and commissions appear in the back office.',
    action: 'Open the back office',
  },
  resellerDeclined: {
    subject: 'Your reseller registration',
    preview: 'About your registration as a Mahir reseller.',
    intro: 'Thank you for your interest. We are unable to approve your registration as a reseller.',
    reason: 'The reason given:',
    again: 'You may register again once the reason above no longer applies.',
  },
  payoutReleased: {
    subject: (period: string) => `Your commission for ${period} is paid`,
    preview: (amount: string) => `${amount} has been released to your bank account.`,
    intro: (amount: string, period: string) =>
      `Your commission of ${amount} for ${period} has been released to your bank account.`,
    reference: 'Payout reference',
    timing: 'Banks usually credit transfers within one to three working days.',
    action: 'See your statement',
  },
  guardianConsent: {
    subject: (child: string) => `${child} needs your consent to use Mahir`,
    preview: 'A child has named you as their parent or guardian.',
    intro: (child: string) =>
      `${child} has signed up to Mahir and named you as their parent or guardian. Children need a guardian's consent before they can use their account.`,
    action: 'Review and give consent',
    expiry: (days: number) => `The link works once and expires in ${days} ${days === 1 ? 'day' : 'days'}.`,
    ignore: 'If you do not know this child, ignore this email: the account stays locked.',
  },
  deletionReceived: {
    subject: 'We have received your request to delete your Mahir account',
    preview: 'Your account deletion request is being processed.',
    intro: (when: string) =>
      `On ${when} you asked us to delete your Mahir account. We will delete it and email you when it is done.`,
    kept: 'Orders, payments and invoices are kept as the law requires, with your name and contact details removed.',
    notYou: 'If this was not you, reply to this email or contact privacy@mahir.my at once.',
  },
  deletionCompleted: {
    subject: 'Your Mahir account has been deleted',
    preview: 'Your personal data has been removed.',
    intro: (when: string) =>
      `On ${when} we deleted your Mahir account: your profile, addresses, sign-ins and mail are gone, and you can no longer log in.`,
    kept: 'Orders, payments and invoices are kept as the law requires, with your name and contact details removed.',
    goodbye: 'Thank you for learning with Mahir. This is the last email we send to this address.',
  },
  childLink: {
    subject: (guardian: string) => `${guardian} asks to follow your learning on Mahir`,
    preview: 'Confirm that this is your parent or guardian.',
    intro: (guardian: string) =>
      `${guardian} asks to be linked to your Mahir account as your parent or guardian. Once linked, they see your courses, quiz results and learning time, and can buy packages for you.`,
    action: 'Confirm the link',
    expiry: (days: number) =>
      `The link works once, for your account only, and expires in ${days} ${days === 1 ? 'day' : 'days'}.`,
    ignore: 'If this is not your parent or guardian, ignore this email: nothing is linked.',
  },
  packageForChild: {
    subject: (guardian: string, pkg: string) => `${guardian} has subscribed you to ${pkg}`,
    preview: 'Your new courses are waiting in My Courses.',
    intro: (guardian: string, pkg: string) =>
      `${guardian} has bought ${pkg} for you on Mahir. Its courses are now in My Courses, ready when you are.`,
    action: 'Open My Courses',
    follow: (guardian: string) => `${guardian} can see your progress in these courses.`,
  },
  progressSummary: {
    subject: (range: string) => `Weekly learning summary, ${range}`,
    preview: 'How your children learned last week.',
    intro: (from: string, to: string) => `Here is what your children learned on Mahir from ${from} to ${to}.`,
    nothing: 'No learning in that week.',
    metrics: {
      minutes: 'Minutes of learning',
      modules: 'Modules completed',
      quizzes: 'Quizzes taken',
      'quiz-average': 'Average quiz score (%)',
      certificates: 'Certificates earned',
    },
    action: 'See full progress',
  },
};

export type MailText = typeof en;
