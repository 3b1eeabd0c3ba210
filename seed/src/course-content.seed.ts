import type { Database } from '@mahir/db';
import type { Insertable } from 'kysely';
import type { Clock } from './clock';
import type { CourseSpec, QuizQuestionSpec } from './content/course-spec';
import { MODULE_PATTERNS, QUIZ_BANKS, quizBankFor } from './content/learning-text';
import type { MediaIds } from './media.seed';
import type { Rng } from './random';

type Rows<T extends keyof Database> = Array<Insertable<Database[T]> & { id: number }>;

/** Rows of course components collected before they are written, table by table. */
export interface ContentRows {
  chapters: Rows<'chapters'>;
  modules: Rows<'modules'>;
  attachments: Rows<'course_attachments'>;
  ebooks: Rows<'ebooks'>;
  topics: Rows<'audio_topics'>;
  subtopics: Rows<'audio_subtopics'>;
  photos: Rows<'stock_photos'>;
  quizzes: Rows<'quizzes'>;
  chapterQuizzes: Array<Insertable<Database['chapter_quizzes']>>;
  questions: Rows<'quiz_questions'>;
  schedules: Array<{ course_id: number; title: string; date_time: string; streaming_url: string | null }>;
  assignments: Array<{ course_id: number; title: string; description: string | null; created_at: string }>;
}

/** What later areas need about a course's components. */
export interface CourseParts {
  modules: Array<{ id: number; chapter: number }>;
  quizzes: Array<{ id: number; chapter: number; questions: Array<{ id: number; spec: QuizQuestionSpec }> }>;
}

/** An empty accumulator. */
export function emptyContent(): ContentRows {
  return {
    chapters: [],
    modules: [],
    attachments: [],
    ebooks: [],
    topics: [],
    subtopics: [],
    photos: [],
    quizzes: [],
    chapterQuizzes: [],
    questions: [],
    schedules: [],
    assignments: [],
  };
}

interface Target {
  courseId: number;
  ownerId: number;
  categoryId: number;
  spec: CourseSpec;
  createdAt: string;
}

/** Adds the components of one course (by its kind) to the accumulator. */
export function addCourseContent(
  out: ContentRows,
  t: Target,
  rng: Rng,
  media: MediaIds,
  clock: Clock,
): CourseParts {
  const parts: CourseParts = { modules: [], quizzes: [] };
  const { spec, courseId } = t;
  const en = spec.lang === 'en';
  if (t.categoryId === 7) {
    (spec.parts ?? [spec.title]).forEach((title, i) => {
      out.ebooks.push({
        id: out.ebooks.length + 1,
        course_id: courseId,
        hashslug: rng.slug(),
        title,
        media_id: media.ebook,
        position: i + 1,
      });
    });
    return parts;
  }
  if (t.categoryId === 9) {
    (spec.parts ?? [spec.title]).forEach((title, i) => {
      const big = i % 2 === 0;
      out.photos.push({
        id: out.photos.length + 1,
        course_id: courseId,
        hashslug: rng.slug(),
        title,
        media_id: big ? media.photo1 : media.photo2,
        watermark_media_id: null,
        width: big ? 1600 : 900,
        height: big ? 1067 : 600,
        position: i + 1,
      });
    });
    return parts;
  }
  if (t.categoryId === 8) {
    (spec.topics ?? []).forEach(([title, subs], i) => {
      const topicId = out.topics.length + 1;
      out.topics.push({ id: topicId, course_id: courseId, hashslug: rng.slug(), title, position: i + 1 });
      subs.forEach((sub_title, j) => {
        out.subtopics.push({
          id: out.subtopics.length + 1,
          topic_id: topicId,
          hashslug: rng.slug(),
          sub_title,
          media_id: media.audio,
          duration: 8,
          position: j + 1,
        });
      });
    });
    return parts;
  }

  const patterns = MODULE_PATTERNS[spec.lang === 'ma' ? 'ma' : en ? 'en' : 'bm'];
  (spec.chapters ?? []).forEach(([title, moduleTitles], c) => {
    const chapterId = out.chapters.length + 1;
    out.chapters.push({ id: chapterId, course_id: courseId, hashslug: rng.slug(), title, position: c + 1 });
    const titles = moduleTitles ?? generatedModules(rng, patterns, title);
    titles.forEach((moduleTitle, m) => {
      const id = out.modules.length + 1;
      out.modules.push({
        id,
        course_id: courseId,
        chapter_id: chapterId,
        hashslug: rng.slug(),
        title: moduleTitle,
        position: m + 1,
        duration: rng.int(300, 900),
        media_id: c === 0 && m === 0 ? media.previewLesson : media.lesson,
        is_preview: c === 0 && m === 0 ? 1 : 0,
      });
      parts.modules.push({ id, chapter: c });
    });
    const quiz = spec.quizzes?.[c] ?? (c === 0 ? bankQuiz(rng, t, title) : undefined);
    if (quiz) parts.quizzes.push(addQuiz(out, t, rng, chapterId, c, quiz.title, quiz.questions));
  });
  const attach = (title: string, mediaId: number, position: number) =>
    out.attachments.push({
      id: out.attachments.length + 1,
      course_id: courseId,
      hashslug: rng.slug(),
      title,
      media_id: mediaId,
      position,
    });
  attach(en ? 'Lecture Notes (PDF)' : 'Nota Ringkas (PDF)', media.notes, 1);
  if (rng.chance(0.6) || spec.slug) attach(en ? 'Audio Summary' : 'Rakaman Audio Ringkasan', media.audio, 2);
  if (t.categoryId === 5) addTutorExtras(out, t, rng, clock);
  return parts;
}

function generatedModules(rng: Rng, patterns: readonly string[], chapter: string): string[] {
  const count = rng.int(2, 4);
  const middle = rng.sample(patterns.slice(1, -1), count - 2);
  return [patterns[0], ...middle, patterns[patterns.length - 1]].map((p) => `${p}: ${chapter}`);
}

function bankQuiz(
  rng: Rng,
  t: Target,
  chapter: string,
): { title: string; questions: readonly QuizQuestionSpec[] } {
  const bank = QUIZ_BANKS[quizBankFor(t.categoryId, t.spec.sub)] ?? [];
  const questions = rng.sample(bank, rng.int(3, Math.max(3, bank.length)));
  return { title: t.spec.lang === 'en' ? `Quiz 1: ${chapter}` : `Kuiz 1: ${chapter}`, questions };
}

function addQuiz(
  out: ContentRows,
  t: Target,
  rng: Rng,
  chapterId: number,
  chapter: number,
  title: string,
  questions: readonly QuizQuestionSpec[],
): CourseParts['quizzes'][number] {
  const quizId = out.quizzes.length + 1;
  out.quizzes.push({
    id: quizId,
    hashslug: rng.slug(),
    course_id: t.courseId,
    user_id: t.ownerId,
    title,
    status: 'available',
    created_at: t.createdAt,
  });
  out.chapterQuizzes.push({ chapter_id: chapterId, quiz_id: quizId, position: 1 });
  const rows = questions.map((q, i) => {
    const id = out.questions.length + 1;
    const mc = 'choices' in q;
    out.questions.push({
      id,
      quiz_id: quizId,
      hashslug: rng.slug(),
      question: `<p>${escapeHtml(q.q)}</p>`,
      type: mc ? 1 : 2,
      choice1: mc ? q.choices[0] : null,
      choice2: mc ? q.choices[1] : null,
      choice3: mc ? q.choices[2] : null,
      choice4: mc ? q.choices[3] : null,
      answer: mc ? q.answer : null,
      choose: mc ? null : q.truth ? 1 : 2,
      position: i + 1,
    });
    return { id, spec: q };
  });
  return { id: quizId, chapter, questions: rows };
}

function addTutorExtras(out: ContentRows, t: Target, rng: Rng, clock: Clock): void {
  const en = t.spec.lang === 'en';
  for (let i = 0; i < 2; i++) {
    const days = i === 0 ? -rng.int(2, 10) : rng.int(5, 20);
    out.schedules.push({
      course_id: t.courseId,
      title: en ? `Live Class ${i + 1}` : `Kelas Langsung ${i + 1}`,
      date_time: clock.ago(days),
      streaming_url: `https://meet.jit.si/mahir-${rng.slug(8)}`,
    });
  }
  out.assignments.push({
    course_id: t.courseId,
    title: en ? 'Assignment 1: Practice Set' : 'Tugasan 1: Latihan Pengukuhan',
    description: en
      ? 'Complete the practice set and upload a photo of your working.'
      : 'Siapkan latihan dan muat naik gambar jalan kerja anda.',
    created_at: clock.ago(rng.int(10, 60)),
  });
}

/** Escapes text for use inside an HTML paragraph. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
