import { z } from 'zod';
import { defineRoute } from './route';

/** The tutor dashboard's cards: their commission (sen), courses and distinct students (spec 002 §3). */
export const TutorDashboard = z.object({
  total_commissions: z.number().int(),
  total_courses: z.number().int(),
  total_students: z.number().int(),
});

/** New subscribers to the tutor's courses per Malaysia day over the last seven days. */
export const SubscriberWeekly = z.object({
  date: z.array(z.string()),
  total: z.array(z.number().int()),
});

const tag = 'tutor-dashboard';

export const tutorDashboardContract = {
  summary: defineRoute({
    method: 'GET',
    path: '/ajax/v2/tutor/dashboard',
    summary: "The logged-in tutor's totals: commissions, courses and students of their own courses",
    tag,
    access: ['tutor'],
    owner: 'self',
    response: TutorDashboard,
  }),
  subscriberWeekly: defineRoute({
    method: 'GET',
    path: '/ajax/v2/tutor/dashboard/subscriber/weekly',
    summary: "New subscribers to the tutor's own courses per day over the last seven days",
    tag,
    access: ['tutor'],
    owner: 'self',
    response: SubscriberWeekly,
  }),
};
