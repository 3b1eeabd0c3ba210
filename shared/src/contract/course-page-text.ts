/** Texts of the course page and its access calls where spec 001 shows none (our wording). */
export const COURSE_TEXT = {
  notFound: 'Kursus tidak dijumpai',
  accessCodeRequired: 'Access code is required',
  alreadySubscribed: 'You are already subscribed to this course.',
  cartAdded: 'The course has been added to your cart.',
  noAccessCodes: 'This course is not opened by access code.',
  accessCodeFirst: 'This course is by invitation only. Please use your access code.',
  businessOnly: 'Only business-plan employees can access courses this way.',
  hrCannotTake: 'HR accounts manage the business plan and cannot take courses.',
  tutorNotInBusinessPlan: 'Mahir Tutor courses are not part of the business plan.',
  studentPlanOnly: 'Your tutor plan does not include this course.',
} as const;
