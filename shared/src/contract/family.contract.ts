import { z } from 'zod';
import { ACCOUNT_MSG } from '../accounts/account-messages';
import { FIELD_MSG } from '../messages';
import { Id, requiredText } from './fields';
import { GuestAccountBody } from './package-checkout.contract';
import { defineRoute } from './route';

const A = ACCOUNT_MSG.en;
const tag = 'family';
const Token = z.string({ error: A.tokenInvalid }).trim().min(1, A.tokenInvalid).max(200, A.tokenInvalid);

/** A child's account as the guardian adds it: the subscription account step's fields (spec 000 §5). */
export const AddChildBody = GuestAccountBody;
export type AddChildBody = z.input<typeof AddChildBody>;

export const LinkChildBody = z.object({
  email: requiredText(FIELD_MSG.emailRequired, 100).toLowerCase().pipe(z.email(FIELD_MSG.emailInvalid)),
});
export const FamilyTokenBody = z.object({ token: Token });
export const ChildParams = z.object({ childId: Id });
export const GuardianParams = z.object({ guardianId: Id });

/** One week's learning: modules watched, their running time, quizzes and their average, sign-ins. */
export const WeekFigures = z.object({
  modules: z.number().int(),
  minutes: z.number().int(),
  quizzes: z.number().int(),
  quiz_average: z.number().nullable(),
  sign_ins: z.number().int(),
});
export type WeekFigures = z.infer<typeof WeekFigures>;

/** What a guardian sees of one child on `/family`. */
export const FamilyChild = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  origin: z.enum(['added', 'linked']),
  linked_at: z.string(),
  last_sign_in: z.string().nullable(),
  subscriptions: z.array(
    z.object({
      order_package_id: z.number().int(),
      package: z.string(),
      status: z.string(),
      next_payment_date: z.string().nullable(),
    }),
  ),
  courses: z.array(
    z.object({
      hashslug: z.string(),
      title: z.string(),
      modules: z.number().int(),
      watched: z.number().int(),
      /** Share of the course's modules watched, 0 to 100. */
      percent: z.number().int(),
      next_payment_date: z.string().nullable(),
    }),
  ),
  quizzes: z.array(
    z.object({
      quiz: z.string(),
      course: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      score: z.number(),
      at: z.string(),
    }),
  ),
  this_week: WeekFigures,
  last_week: WeekFigures,
});
export type FamilyChild = z.infer<typeof FamilyChild>;

export const FamilyGuardian = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** The guardian's consent as its page shows it: whose, in which words, and whether it was given. */
export const ConsentRequest = z.object({
  child_name: z.string(),
  version: z.string(),
  wording: z.object({ en: z.string(), ms: z.string() }),
  given: z.boolean(),
});

/** Families (issue 20): a guardian's children, linking, and a guardian's consent. Paths from the design contract. */
export const familyContract = {
  children: defineRoute({
    method: 'GET',
    path: '/ajax/v2/family/children',
    summary:
      "The guardian's children, each with subscriptions, course progress, quizzes and this week against last",
    tag,
    access: ['parent'],
    owner: 'self',
    response: z.object({
      children: z.array(FamilyChild),
      week: z.object({ start: z.string(), last_start: z.string() }),
    }),
  }),
  addChild: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/children',
    summary: "Create a pupil account held by the guardian, with the subscription account step's fields",
    tag,
    access: ['parent'],
    owner: 'self',
    encoding: 'json',
    body: AddChildBody,
    response: z.object({ child: FamilyGuardian }),
  }),
  linkChild: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/children/link',
    summary: 'Ask an existing pupil (by email) to confirm being linked to the guardian; mails them a link',
    tag,
    access: ['parent'],
    owner: 'self',
    body: LinkChildBody,
    response: z.object({ sent: z.literal(true) }),
  }),
  unlinkChild: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/children/{childId}/unlink',
    summary: 'The guardian ends the link to one of their children (the account stays)',
    tag,
    access: ['parent'],
    owner: 'account',
    params: ChildParams,
    response: z.object({ unlinked: z.literal(true) }),
  }),
  confirmLink: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/link/confirm',
    summary: "The pupil confirms a guardian's link request with the mailed token (signed in as that pupil)",
    tag,
    access: ['student'],
    owner: 'self',
    body: FamilyTokenBody,
    response: z.object({ guardian: FamilyGuardian }),
  }),
  guardians: defineRoute({
    method: 'GET',
    path: '/ajax/v2/family/guardians',
    summary: "The pupil's guardians, and whether a guardian's consent is still awaited",
    tag,
    access: ['student'],
    owner: 'self',
    response: z.object({
      guardians: z.array(FamilyGuardian),
      consent_needed: z.boolean(),
      /** The address the awaited consent was asked of, and when (null when none is awaited). */
      consent_asked: z.object({ email: z.string(), requested_at: z.string() }).nullable(),
    }),
  }),
  unlinkGuardian: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/guardians/{guardianId}/unlink',
    summary: 'The pupil ends the link to one of their guardians',
    tag,
    access: ['student'],
    owner: 'account',
    params: GuardianParams,
    response: z.object({ unlinked: z.literal(true) }),
  }),
  resendConsent: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/consent/resend',
    summary:
      "A pupil still waiting asks again: a new consent link to the guardian's address they named (the old link stops working)",
    tag,
    access: ['student'],
    owner: 'self',
    response: z.object({ sent: z.literal(true), email: z.string() }),
  }),
  consentCheck: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/consent/check',
    summary: "The consent a mailed link asks for (the child's name and the wording), without giving it",
    tag,
    access: 'public',
    owner: 'none',
    body: FamilyTokenBody,
    response: ConsentRequest,
  }),
  consent: defineRoute({
    method: 'POST',
    path: '/ajax/v2/family/consent',
    summary:
      'The guardian gives consent with the mailed token (once); its time, version and wording are recorded',
    tag,
    access: 'public',
    owner: 'none',
    body: FamilyTokenBody.extend({ language: z.enum(['en', 'ms']).default('ms') }),
    response: z.object({ given: z.literal(true) }),
  }),
};
