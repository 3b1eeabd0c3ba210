import type { Database } from '@mahir/db';
import { certificateRepository } from '@mahir/db/repositories/certificate.repository';
import { feedbackRepository } from '@mahir/db/repositories/feedback.repository';
import { qnaRepository } from '@mahir/db/repositories/qna.repository';
import { quizRepository } from '@mahir/db/repositories/quiz.repository';
import { wishlistRepository } from '@mahir/db/repositories/wishlist.repository';
import type { Insertable } from 'kysely';
import { insertRows, type SeedDb } from './batch';
import type { Clock } from './clock';
import type { SeededCommerce } from './commerce.seed';
import { FEEDBACK_TEXT, FOLLOW_UPS, PEER_ANSWERS, QUESTIONS, TUTOR_ANSWERS } from './content/learning-text';
import type { SeededCourse, SeededCourses } from './courses.seed';
import { DEMO_CERTIFICATE_CODE, DEMO_SLUGS } from './demo-keys';
import type { Rng } from './random';
import type { SeededUsers } from './users.seed';

type Rows<T extends keyof Database> = Array<Insertable<Database[T]>>;
type Sub = SeededCommerce['subscriptions'][number];

interface Acc {
  rng: Rng;
  clock: Clock;
  watches: Array<{ userId: number; courseId: number; moduleId: number; subscriptionId: number; now: string }>;
  submissions: Rows<'quiz_submissions'>;
  discussions: Array<Insertable<Database['discussions']> & { id: number }>;
  feedbacks: Rows<'feedbacks'>;
}

const DAY = 86_400_000;

/** Module progress, quiz results, Q&A threads, feedback and wishlists. */
export async function seedLearning(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  users: SeededUsers,
  courses: SeededCourses,
  commerce: SeededCommerce,
): Promise<void> {
  const acc: Acc = { rng, clock, watches: [], submissions: [], discussions: [], feedbacks: [] };
  const student = users.account.student;
  const byId = new Map(courses.list.map((c) => [c.id, c]));
  // Subscribers, those whose cancellation is pending included: they still learn.
  const active = commerce.subscriptions.filter((s) => s.status !== 'cancelled');
  const course = (slug: string): SeededCourse => {
    const c = courses.bySlug.get(slug);
    if (!c) throw new Error(`seed: no course ${slug}`);
    return c;
  };
  const subOf = (userId: number, courseId: number): Sub => {
    const s = active.find((x) => x.userId === userId && x.courseId === courseId);
    if (!s) throw new Error(`seed: user ${userId} has no subscription to course ${courseId}`);
    return s;
  };

  // student@demo.my: part-way through the video course, one quiz done, one to go.
  const video = course(DEMO_SLUGS.videoCourse);
  const videoSub = subOf(student, video.id);
  watchFirst(acc, videoSub, video, 4);
  const firstQuiz = video.quizzes[0];
  if (firstQuiz) submit(acc, videoSub, firstQuiz, [true, true, false, true]);
  // ... and has finished the free course (every module watched, every quiz passed): it holds its certificate.
  const free = course(DEMO_SLUGS.freeCourse);
  const freeSub = subOf(student, free.id);
  watchFirst(acc, freeSub, free, free.modules.length);
  for (const quiz of free.quizzes)
    submit(
      acc,
      freeSub,
      quiz,
      quiz.questions.map(() => true),
    );
  const tutorCourse = course(DEMO_SLUGS.tutorCourse);
  const tutorSub = subOf(student, tutorCourse.id);
  watchFirst(acc, tutorSub, tutorCourse, 2);
  feedback(
    acc,
    videoSub,
    video,
    5,
    'Penerangan cikgu sangat jelas dan projek akhir sangat membantu. Terima kasih!',
  );
  const audio = course(DEMO_SLUGS.audioCourse);
  feedback(
    acc,
    subOf(student, audio.id),
    audio,
    4,
    'Tazkirah ringkas dan padat, sesuai didengar dalam kereta.',
  );
  const asked = thread(
    acc,
    video,
    student,
    'Cikgu, bagaimana nak pastikan laman web kita nampak elok di telefon?',
    videoSub.startedAt,
  );
  reply(
    acc,
    video,
    asked,
    video.ownerId,
    'Gunakan media query dan unit relatif seperti % atau rem. Saya terangkan dalam modul Reka bentuk responsif.',
  );
  thread(
    acc,
    tutorCourse,
    student,
    'Cikgu, boleh beri lebih banyak contoh soalan peratus?',
    tutorSub.startedAt,
    1,
  );

  // Everyone else; the locked course always gets feedback and questions from its first subscribers.
  let lockedSeen = 0;
  let reviewSeeded = false;
  for (const s of active) {
    const c = byId.get(s.courseId);
    if (!c || c.status !== 1 || s.userId === student) continue;
    if (c.modules.length > 0) {
      const seen = Math.floor(rng.next() * (c.modules.length + 1));
      watchFirst(acc, s, c, seen);
      const quiz = c.quizzes[0];
      if (quiz && seen > 0 && rng.chance(0.45))
        submit(
          acc,
          s,
          quiz,
          quiz.questions.map(() => rng.chance(0.7)),
        );
    }
    const isLocked = c.hashslug === DEMO_SLUGS.lockedCourse;
    const force = isLocked && lockedSeen++ < 2;
    if (s.source !== 'business' && (force || rng.chance(isLocked ? 0.8 : 0.35))) {
      const rate = rng.weighted([
        [1, 2],
        [2, 3],
        [3, 10],
        [4, 35],
        [5, 50],
      ] as const);
      const text = rng.pick(FEEDBACK_TEXT[rate - 1] ?? ['Bagus.']);
      // The review course keeps exactly one review, a 4: its learner journey starts from a known average.
      // Later draws are still taken (`after`), so the rest of the demo stays as it was.
      if (c.hashslug !== DEMO_SLUGS.reviewCourse) feedback(acc, s, c, rate, text);
      else if (!reviewSeeded) {
        reviewSeeded = true;
        feedback(acc, s, c, 4, rate === 4 ? text : (FEEDBACK_TEXT[3]?.[0] ?? 'Bagus.'));
      } else after(acc, s.startedAt, 2);
    }
    if (force || rng.chance(isLocked ? 0.5 : 0.12)) {
      const q = thread(acc, c, s.userId, rng.pick(QUESTIONS), s.startedAt);
      if (rng.chance(0.75)) {
        const byTutor = rng.chance(0.8);
        const answerer = byTutor ? c.ownerId : rng.pick(users.students.filter((id) => id !== s.userId));
        const answer = reply(acc, c, q, answerer, rng.pick(byTutor ? TUTOR_ANSWERS : PEER_ANSWERS));
        if (rng.chance(0.4)) reply(acc, c, answer, s.userId, rng.pick(FOLLOW_UPS));
      }
    }
  }

  // 1,500 rows: one multi-row insert instead of the repository's one-row markWatched (seconds on PostgreSQL).
  await insertRows(
    db,
    'module_watches',
    acc.watches.map((w) => ({
      user_id: w.userId,
      course_id: w.courseId,
      module_id: w.moduleId,
      subscription_id: w.subscriptionId,
      watched_at: w.now,
    })),
  );
  for (const row of acc.submissions) await quizRepository.insertSubmissionIfAbsent(db, row);
  await issueDemoCertificate(db, acc, student, free.id);
  // Replies name their question's id, so discussions keep the ids given here.
  for (const row of acc.discussions) await qnaRepository.insert(db, row);
  for (const row of acc.feedbacks) await feedbackRepository.insertIfAbsent(db, row);
  const wished = [DEMO_SLUGS.lockedCourse, DEMO_SLUGS.closedCourse].map(course);
  const novel = courses.list.find((c) => c.categoryId === 7 && c.status === 1 && c.spec.sub === 'novel');
  if (novel) wished.push(novel);
  const wishlists = wished.map((c, i) => ({
    user_id: student,
    course_id: c.id,
    created_at: clock.ago(10 - i),
  }));
  for (const [i, userId] of users.students.slice(0, 30).entries()) {
    if (i % 20 === 7) continue; // these pupils have can_wishlist = 0
    const c = rng.pick(courses.list.filter((x) => x.status === 1));
    if (!wishlists.some((w) => w.user_id === userId && w.course_id === c.id)) {
      wishlists.push({
        user_id: userId,
        course_id: c.id,
        created_at: clock.ago(rng.int(1, 90)),
      });
    }
  }
  for (const w of wishlists) await wishlistRepository.addCourse(db, w.user_id, w.course_id, w.created_at);
}

/** The student's certificate of the finished free course, issued after its last watch and submission. */
async function issueDemoCertificate(db: SeedDb, acc: Acc, userId: number, courseId: number): Promise<void> {
  const names = await certificateRepository.printedNames(db, userId, courseId);
  if (!names) throw new Error('seed: no names for the demo certificate');
  const times = [
    ...acc.watches.filter((w) => w.userId === userId && w.courseId === courseId).map((w) => w.now),
    ...acc.submissions
      .filter((s) => s.user_id === userId && s.course_id === courseId)
      .map((s) => s.created_at ?? ''),
  ];
  const last = times.reduce((a, b) => (a > b ? a : b), '');
  const issuedAt = new Date(Math.min(Date.parse(last) + 60_000, acc.clock.now.getTime())).toISOString();
  await certificateRepository.issue(db, {
    userId,
    courseId,
    code: DEMO_CERTIFICATE_CODE,
    learnerName: names.learner_name,
    courseTitle: names.course_title,
    tutorName: names.tutor_name,
    issuedAt,
  });
}

/** A time between a start and now, at least `minDays` after the start. */
function after(acc: Acc, start: string, minDays = 0): string {
  const from = Date.parse(start) + minDays * DAY;
  const to = acc.clock.now.getTime() - 60_000;
  return new Date(from >= to ? to : from + acc.rng.next() * (to - from)).toISOString();
}

/** Marks the course's first `count` modules watched, one after the other from the subscription's start. */
function watchFirst(acc: Acc, s: Sub, course: SeededCourse, count: number): void {
  let at = s.startedAt;
  for (const { id: moduleId } of course.modules.slice(0, count)) {
    at = after(acc, at, 0.01);
    acc.watches.push({ userId: s.userId, courseId: s.courseId, moduleId, subscriptionId: s.id, now: at });
  }
}

function submit(acc: Acc, s: Sub, quiz: SeededCourse['quizzes'][number], correctness: boolean[]): void {
  let correct = 0;
  const answers = quiz.questions.map((q, i) => {
    const right = correctness[i] ?? false;
    if (right) correct++;
    if ('choices' in q.spec)
      return { question_id: q.id, answer: right ? q.spec.answer : (q.spec.answer % 4) + 1 };
    // True/false answers use the learner's values: 1 Betul, 0 Salah.
    return { question_id: q.id, answer: q.spec.truth === right ? 1 : 0 };
  });
  const total = quiz.questions.length;
  acc.submissions.push({
    quiz_id: quiz.id,
    course_id: s.courseId,
    user_id: s.userId,
    answers: JSON.stringify(answers),
    correct,
    total,
    score: Math.round((correct / Math.max(1, total)) * 100),
    created_at: after(acc, s.startedAt, 1),
  });
}

function feedback(acc: Acc, s: Sub, c: SeededCourse, rate: number, content: string): void {
  const at = after(acc, s.startedAt, 2);
  acc.feedbacks.push({
    course_id: c.id,
    tutor_id: c.ownerId,
    subscription_id: s.id,
    user_id: s.userId,
    rate,
    content,
    created_at: at,
    updated_at: at,
  });
}

type Post = { id: number; at: string };

function thread(
  acc: Acc,
  c: SeededCourse,
  userId: number,
  comment: string,
  since: string,
  minDays = 1,
): Post {
  const post = { id: acc.discussions.length + 1, at: after(acc, since, minDays) };
  acc.discussions.push({
    id: post.id,
    course_id: c.id,
    user_id: userId,
    parent_id: null,
    comment,
    created_at: post.at,
  });
  return post;
}

function reply(acc: Acc, c: SeededCourse, parent: Post, userId: number, comment: string): Post {
  const post = { id: acc.discussions.length + 1, at: after(acc, parent.at, 0.05) };
  acc.discussions.push({
    id: post.id,
    course_id: c.id,
    user_id: userId,
    parent_id: parent.id,
    comment,
    created_at: post.at,
  });
  return post;
}
