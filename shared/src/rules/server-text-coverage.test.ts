/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { serverText } from './server-text';

/** Every module of the shared package but its tests, so a catalogue added anywhere is checked too. */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], {
  eager: true,
});

/** The message catalogues: `MSG` and every exported `*_MSG` or `*_TEXT` object. */
const CATALOGUE_NAME = /^(MSG|[A-Z][A-Z0-9_]*_(MSG|TEXT))$/;

type Paths = Record<string, readonly string[]>;

/**
 * Texts the spec (or our wording) writes in Malay, or Malay then English, by catalogue and key (a key holding an
 * object covers all of it). Reviewed by hand: they are shown as they are in Malay.
 */
const MALAY: Paths = {
  MSG: [
    'quizSubmit',
    'quizResult',
    'stopSubscription',
    'stopAccess',
    'modules',
    'attachments',
    'ebookList',
    'photoList',
    'viewPhoto',
    'relatedProducts',
    'perMonth',
    'alreadyRegisteredEvent',
    'studentsOnly',
    'freeShipping',
    'useMahirCoin',
    'accessNow',
    'makePayment',
    'buyNow',
  ],
  CAPTION_TEXT: ['title'],
  CATALOGUE_TEXT: [
    'searchLabel',
    'searchPlaceholder',
    'filterLabel',
    'allFilter',
    'partnersHeading',
    'subscribers',
    'discussions',
    'byInvitation',
  ],
  CERTIFICATE_TEXT: [
    'title',
    'none',
    'download',
    'verify',
    'valid',
    'notFound',
    'learner',
    'course',
    'tutor',
    'date',
    'code',
  ],
  COURSE_TEXT: ['notFound'],
  EINVOICE_TEXT: [
    'request',
    'requestHint',
    'tin',
    'idType',
    'idValue',
    'name',
    'address',
    'postcode',
    'city',
    'state',
    'phone',
    'submit',
    'taxDetails',
  ],
  EVENT_TEXT: ['linkAfterPurchase', 'meetingLink', 'register', 'free', 'ended'],
  LEARNING_MSG: ['answerTrue', 'answerFalse'],
  MERCHANDISE_TEXT: ['quantity'],
  ORDER_TEXT: ['payAgain', 'payAgainHint'],
  SCHOOL_CALENDAR_MSG: ['title'],
  SUBSCRIPTION_TEXT: ['stopTitle', 'freeAccessTitle', 'backToCourse'],
  WISHLIST_TEXT: ['add', 'remove', 'browse'],
};

/** English texts the API never sends as a message, by why not. */
const NOT_API_MESSAGES: readonly { reason: string; texts: Paths }[] = [
  {
    reason:
      'labels, headings and buttons of screens: the clients show their own catalogue keys (i18next), ' +
      'these spec words only when no language is chosen',
    texts: {
      MSG: [
        'noRecord',
        'packageHeading',
        'packageTitleSuffix',
        'cancelSubscription',
        'pendingCancellation',
        'approvedCancellation',
        'subscribedTutorCourses',
        'searchNameEmail',
        'displayChart',
        'removeUser',
        'addUser',
        'orderStatus',
        'pleaseWait',
        'last30Days',
      ],
      AFFILIATE_TEXT: [
        'signUpPrompt',
        'signUp',
        'linkTab',
        'statisticsTab',
        'copy',
        'dailyClicks',
        'commissions',
      ],
      APPROVAL_TEXT: ['noRecord'],
      CAPTION_TEXT: ['none', 'upload', 'remove', 'formats'],
      CART_TEXT: ['title'],
      CATALOGUE_TEXT: ['searchButton'],
      COIN_TEXT: [
        'title',
        'totalCoins',
        'grandTotal',
        'cancel',
        'makePayment',
        'redirectNote',
        'packsTitle',
        'balance',
      ],
      COMMISSION_TEXT: ['setPaid', 'generatePayout'],
      EINVOICE_TEXT: ['eInvoice', 'validationLink', 'status'],
      EVENT_TEXT: ['listHeading'],
      HR_TEXT: [
        'allUsers',
        'pageTitle',
        'chartTitle',
        'showAllUsers',
        'listedTitle',
        'searchName',
        'add',
        'cancel',
        'month',
        'year',
        'pdf',
        'columns',
      ],
      MERCHANDISE_TEXT: ['listHeading', 'productInfo'],
      ORDER_TEXT: [
        'myOrders',
        'receipt',
        'order',
        'orderNumber',
        'date',
        'paidAt',
        'status',
        'items',
        'paymentMethod',
        'providerReference',
        'subtotal',
        'discount',
        'mahirCoins',
        'mahirPoints',
        'grandTotal',
        'billedTo',
        'print',
        'download',
        'viewReceipt',
      ],
      ORG_STATS_TEXT: [
        'organizationTitle',
        'companyTitle',
        'organization',
        'company',
        'selectOrganization',
        'selectCompany',
        'reset',
        'modules',
      ],
      PACKAGE_TEXT: ['next'],
      PACKAGE_CHECKOUT_TEXT: [
        'returningCustomer',
        'billingTypeParent',
        'billingTypeNew',
        'perMonth',
        'cardProvider',
      ],
      PROFILE_TEXT: ['passwordHint'],
      RESELLER_TEXT: ['heading', 'thankYou', 'underReview', 'backHome'],
      STATEMENT_TEXT: ['download', 'print'],
      SUBSCRIPTION_TEXT: [
        'information',
        'order',
        'fields',
        'subscribedCourses',
        'freeAccessIntro',
        'noFreeAccess',
        'nextPayment',
        'statusCancelled',
        'statusFailed',
        'statusExpired',
      ],
      WISHLIST_TEXT: ['heading', 'removeButton'],
    },
  },
  {
    reason: 'questions the clients ask before a call (confirmation dialogs), in their own catalogues',
    texts: {
      MSG: [
        'confirmCancelSubscription',
        'confirmStopSubscription',
        'confirmStopAccess',
        'confirmQuizSubmit',
        'confirmQuizClose',
        'confirmProceed',
        'confirmUpdate',
        'confirmReject',
        'confirmPublish',
        'confirmApprove',
        'confirmGeneric',
        'confirmDeleteQuiz',
        'confirmDeleteCommission',
      ],
      APPROVAL_TEXT: ['approveConfirm', 'declineConfirm'],
      COMMISSION_TEXT: ['deleteTitle', 'deleteConfirm'],
    },
  },
  {
    reason: 'notices the clients make themselves (a link copied or not), in their own catalogues',
    texts: {
      MSG: ['cannotCopy', 'resellerLinkCopied'],
      AFFILIATE_TEXT: ['copied'],
      MEDIA_MSG: ['linkCopied'],
      RESELLER_SETTINGS_TEXT: ['copied', 'copyFailed'],
    },
  },
  {
    reason: 'words printed in the PDF reports the server makes, not messages',
    texts: {
      MSG: ['noRecordAddedOrLogin'],
      COMMISSION_TEXT: ['awaitingPayout'],
      STATEMENT_TEXT: ['title', 'noRecord'],
    },
  },
];

type Leaf = { catalogue: string; path: string; text: string };

function catalogues(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const exports of Object.values(modules))
    for (const [name, value] of Object.entries(exports))
      if (CATALOGUE_NAME.test(name) && value && typeof value === 'object') found.set(name, value);
  return found;
}

/** A `Bilingual` catalogue: its `en` texts with the `ms` text at the same place (functions left out). */
function isBilingual(value: unknown): value is { en: object; ms: object } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).sort().join() === 'en,ms' &&
    Object.values(value).every((part) => typeof part === 'object' && part !== null)
  );
}

function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, path ? `${path}.${key}` : key));
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);
}

const listed = (lists: Paths[], catalogue: string, path: string) =>
  lists.some((list) => list[catalogue]?.some((key) => path === key || path.startsWith(`${key}.`)));

const exempt: Paths[] = [MALAY, ...NOT_API_MESSAGES.map((group) => group.texts)];
const found = catalogues();

describe('every English message the API can send has its Malay through serverText', () => {
  it('finds the catalogues', () => {
    expect(found.size).toBeGreaterThan(40);
    for (const name of ['MSG', 'API_MSG', 'AUTHORING_MSG', 'INGEST_MSG', 'RENEWAL_MSG'])
      expect(found.has(name)).toBe(true);
  });

  it('every English text of a plain catalogue is in Malay through serverText, or reviewed as Malay or as no API message', () => {
    const missing: Leaf[] = [];
    for (const [catalogue, value] of found) {
      if (isBilingual(value)) continue;
      for (const [path, text] of stringsOf(value))
        if (!listed(exempt, catalogue, path) && serverText('ms', text) === text)
          missing.push({ catalogue, path, text });
    }
    // A new message: give it its Malay in a twin of shared/src/server-messages (or list it above, with why).
    expect(missing.map((leaf) => `${leaf.catalogue}.${leaf.path}: ${leaf.text}`)).toEqual([]);
  });

  it("every bilingual catalogue's English shows its own Malay (registered, and one Malay per English text)", () => {
    const wrong: string[] = [];
    for (const [catalogue, value] of found) {
      if (!isBilingual(value)) continue;
      for (const [path, text] of stringsOf(value.en)) {
        const malay = at(value.ms, path);
        // A key the twin's type leaves out (a spec-Malay text, a label) is checked in its own catalogue.
        if (typeof malay !== 'string') continue;
        if (serverText('ms', text) !== malay)
          wrong.push(`${catalogue}.en.${path}: ${serverText('ms', text)} ≠ ${malay}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the reviewed lists name only texts that exist', () => {
    const stale: string[] = [];
    for (const list of exempt)
      for (const [catalogue, keys] of Object.entries(list))
        for (const key of keys)
          if (stringsOf(at(found.get(catalogue), key)).length === 0) stale.push(`${catalogue}.${key}`);
    expect(stale).toEqual([]);
  });
});
