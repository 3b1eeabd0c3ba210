import { z } from 'zod';
import { Flag, Hashslug, Id, PageQuery, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from '../tutor-upload.contract';
import { CourseDraftAnswer, CourseDraftBody } from './draft';
import { courseDraftForm } from './draft-form';
import { productListRoutes } from './lookups';
import { AUTHORING_MSG } from './messages';
import { AssignmentView, CourseQuizRow, CourseView, DiscussionNodeView, ScheduleView } from './views';

// The tutor's course routes: list, lookups, the aggregate, uploads, Save as Draft and submit, Q&A replies,
// training schedules, assignments and the course's quizzes.

const HashslugBody = z.object({ hashslug: Hashslug });
const course = (path: string) => `/ajax/v2/tutor/course/${path}`;
const tutor = ['tutor'] as const;

/** A change to one of the tutor's own courses. */
const onCourse = { method: 'POST', tag: 'tutor-course', access: tutor, owner: 'course' } as const;

/** Save as Draft and Save & Exit: the whole aggregate as JSON, or the spec's form lists. */
const draftRoute = { ...onCourse, body: CourseDraftBody, form: courseDraftForm, encoding: 'json' } as const;

/** Deleting one row of a course's list (by its id); the route answers the refreshed list. */
const deleteFromCourse = {
  ...onCourse,
  body: z.object({ id: Id, course_id: Id }),
  encoding: 'form',
} as const;

/** The refreshed lists that a change to a course's schedules or assignments answers. */
const SchedulesAnswer = z.object({ training_schedules: z.array(ScheduleView) });
const AssignmentsAnswer = z.object({ course_assignments: z.array(AssignmentView) });

export const tutorCourseContract = {
  ...productListRoutes('/ajax/v2/tutor/course', 'tutor-course', tutor, 'self', {
    list: "The tutor's own courses (video courses), newest first, 20 a page",
    categories: 'Course main categories (not the digital-asset ones)',
    subCategories: 'Sub categories of a category and the tutor-category flag',
  }),
  hashslug: defineRoute({
    ...onCourse,
    path: course('hashslug'),
    summary: "One of the tutor's own courses with every tab's data (403/404 for others' courses)",
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ course: CourseView }),
  }),
  uploadVideo: defineRoute({
    method: 'POST',
    path: course('upload-video'),
    summary:
      'Upload a preview (preview=1) or module (preview=2) video: mp4; duration and resolution read from it',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.video) } },
    response: UploadAnswer,
  }),
  uploadAttachment: defineRoute({
    method: 'POST',
    path: course('upload-attachment'),
    summary: 'Upload a course document (pdf, epub, zip, mp3, jpg, png)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.attachment) } },
    response: UploadAnswer,
  }),
  uploadBanner: defineRoute({
    method: 'POST',
    path: course('upload-banner'),
    summary: 'Upload the course banner (jpeg/png up to 10 MB), re-encoded',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.banner) } },
    response: UploadAnswer,
  }),
  saveDraft: defineRoute({
    ...draftRoute,
    path: course('save-draft'),
    summary:
      "Save as Draft: the whole aggregate (JSON) or the spec's form lists (chapter_title[], module_title[i][], ...); the server diffs it. 409 when saved from a stale copy",
    response: CourseDraftAnswer,
  }),
  save: defineRoute({
    ...draftRoute,
    path: course('save'),
    summary:
      'Save & Exit: same as Save as Draft (JSON or the form lists), answers the list page url to go to',
    response: CourseDraftAnswer.extend({ url: z.string() }),
  }),
  submit: defineRoute({
    ...onCourse,
    path: course('submit'),
    summary: 'Submit a draft or rejected course for admin review (status 0)',
    body: HashslugBody.extend({ version: z.string().max(64).nullish() }),
    encoding: 'form',
    response: z.object({ hashslug: z.string(), status_id: z.number().int(), version: z.string() }),
  }),
  replyQna: defineRoute({
    ...onCourse,
    path: course('reply-qna'),
    summary: 'Reply to a top-level comment with no reply yet; answers the refreshed thread',
    body: z.object({
      course_id: Id,
      id: Id,
      comment: requiredText(AUTHORING_MSG.commentRequired, 2000),
      index: z.coerce.number().int().optional(),
      is_children: Flag.optional(),
    }),
    encoding: 'form',
    response: z.object({ discussions: z.array(DiscussionNodeView) }),
  }),
  storeTrainingSchedule: defineRoute({
    ...onCourse,
    path: course('store-training-schedule'),
    summary: 'Add or edit (with id) a live schedule of a tutor course',
    body: z.object({
      course_id: Id,
      id: Id.optional(),
      title: requiredText('Title is required.', 255),
      date_time: requiredText('Date time is required.', 40),
      streaming_url: z.string().trim().url().max(500).nullish(),
    }),
    encoding: 'json',
    response: SchedulesAnswer,
  }),
  deleteTrainingSchedule: defineRoute({
    ...deleteFromCourse,
    path: course('delete-training-schedule'),
    summary: 'Delete a live schedule; answers the refreshed list',
    response: SchedulesAnswer,
  }),
  storeAssignment: defineRoute({
    ...onCourse,
    path: course('store-assignment'),
    summary: 'Add an assignment to a tutor course',
    body: z.object({
      course_id: Id,
      title: requiredText('Title is required.', 255),
      description: z.string().max(20_000).nullish(),
    }),
    encoding: 'json',
    response: AssignmentsAnswer,
  }),
  deleteAssignment: defineRoute({
    ...deleteFromCourse,
    path: course('delete-assignment'),
    summary: 'Delete an assignment; answers the refreshed list',
    response: AssignmentsAnswer,
  }),
  quizs: defineRoute({
    ...onCourse,
    path: course('quizs'),
    summary: "'Pilih Kuiz' picker: the course's quizzes, is_checked when attached to a chapter",
    body: HashslugBody,
    encoding: 'form',
    response: z.object({
      quizs: z.array(z.object({ id: z.number().int(), title: z.string(), is_checked: z.boolean() })),
    }),
  }),
  quizUpdateStatus: defineRoute({
    ...onCourse,
    path: course('quiz/update-status'),
    summary:
      'Checks a picker swap (quiz_prev to quiz_id) on one course; the attachment is saved with the course',
    body: z.object({ quiz_prev: z.coerce.number().int().nullish(), quiz_id: Id }),
    encoding: 'form',
    response: z.object({ quiz_id: z.number().int(), status: z.string() }),
  }),
  selectQuiz: defineRoute({
    ...onCourse,
    path: course('quiz/select-quiz'),
    summary: 'The picked quiz (id, title)',
    body: z.object({ id: Id }),
    encoding: 'form',
    response: z.object({ quiz: z.object({ id: z.number().int(), title: z.string() }) }),
  }),
  removeQuiz: defineRoute({
    ...onCourse,
    path: course('quiz/remove-quiz'),
    summary: 'Takes a quiz off every chapter of its course',
    body: z.object({ quiz_id: Id }),
    encoding: 'form',
    response: z.object({ quiz_id: z.number().int(), status: z.string() }),
  }),
  searchQuiz: defineRoute({
    ...onCourse,
    path: course('search-quiz'),
    summary: "Quiz tab: the course's quizzes by title, 10 a page",
    query: PageQuery,
    body: z.object({ hashslug: Hashslug, title: z.string().trim().max(200).default('') }),
    encoding: 'form',
    response: z.object({ quizs: paged(CourseQuizRow) }),
  }),
  deleteQuiz: defineRoute({
    ...onCourse,
    path: course('delete-quiz'),
    summary: 'Delete a quiz of the course (refused while attached to a chapter)',
    body: z.object({ id: Id, hashslug: Hashslug }),
    encoding: 'form',
    response: z.object({ id: z.number().int() }),
  }),
};
