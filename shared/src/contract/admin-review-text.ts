export const REVIEW_MSG = {
  published: 'Published.',
  rejected: 'Rejected.',
  recurringUpdated: 'Recurring id updated.',
  reasonRequired: 'Reason is required.',
  notPending: 'Only a pending item can be published or rejected.',
  notPublishedTutorCourse: 'The recurring id can only be updated on a published tutor course.',
  recurringRequired: 'Recurring id is required.',
} as const;
