import type { Kysely } from 'kysely';
import { columns, schemaSteps, type Table } from './table-builder';

/** Courses and digital assets with their content, quizzes, discussions, feedback and progress. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);
  const slugged = (t: Table) => c.text(c.id(t), 'hashslug', (x) => x.notNull().unique());
  const position = (t: Table) => c.int(t, 'position', (x) => x.notNull().defaultTo(0));

  await create('courses', (t) => {
    t = slugged(t);
    t = c.ref(t, 'user_id', 'users');
    t = c.ref(t, 'category_id', 'categories');
    t = c.ref(t, 'sub_category_id', 'sub_categories');
    t = c.text(t, 'kind', (x) => x.notNull());
    t = c.text(t, 'title', (x) => x.notNull());
    t = c.text(t, 'content', (x) => x.notNull().defaultTo(''));
    t = c.text(t, 'requirement');
    t = c.text(t, 'benefit');
    t = c.text(t, 'language', (x) => x.notNull().defaultTo('bm'));
    t = c.ref(t, 'price_id', 'price_list', { nullable: true });
    t = c.money(t, 'sell_price');
    t = c.money(t, 'discount');
    t = c.flag(t, 'discount_active');
    t = c.text(t, 'recurring_id');
    t = c.int(t, 'status_id', (x) => x.notNull().defaultTo(0));
    t = c.text(t, 'reject_reason');
    t = c.flag(t, 'is_tutor');
    t = c.flag(t, 'is_active', 1);
    t = c.flag(t, 'special_invitation');
    t = c.ref(t, 'preview_media_id', 'media_files', { nullable: true });
    t = c.ref(t, 'banner_media_id', 'media_files', { nullable: true });
    for (const n of ['feedback_count', 'rating_sum', 'subscriber_count', 'discussion_count'])
      t = c.money(t, n);
    t = c.createdAt(t);
    t = c.createdAt(t, 'updated_at');
    return c.text(t, 'published_at');
  });
  await index('courses_listing_idx', 'courses', ['status_id', 'category_id', 'sub_category_id', 'id']);
  await index('courses_author_idx', 'courses', ['user_id']);
  await create('course_tags', (t) => {
    t = c.ref(t, 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'tag_id', 'tags', { cascade: true });
    return t.addPrimaryKeyConstraint('course_tags_pk', ['course_id', 'tag_id']);
  });
  await index('course_tags_tag_idx', 'course_tags', ['tag_id']);

  await create('chapters', (t) =>
    position(
      c.text(c.ref(slugged(t), 'course_id', 'courses', { cascade: true }), 'title', (x) => x.notNull()),
    ),
  );
  await index('chapters_course_idx', 'chapters', ['course_id', 'position']);
  await create('modules', (t) => {
    t = c.ref(slugged(t), 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'chapter_id', 'chapters', { cascade: true });
    t = position(c.text(t, 'title', (x) => x.notNull()));
    t = c.int(t, 'duration', (x) => x.notNull().defaultTo(0));
    t = c.ref(t, 'media_id', 'media_files', { nullable: true });
    return c.flag(t, 'is_preview');
  });
  await index('modules_chapter_idx', 'modules', ['chapter_id', 'position']);
  await index('modules_course_idx', 'modules', ['course_id']);
  const mediaRow = (name: string, titleCol = 'title') =>
    create(name, (t) =>
      position(
        c.ref(
          c.text(c.ref(slugged(t), 'course_id', 'courses', { cascade: true }), titleCol, (x) => x.notNull()),
          'media_id',
          'media_files',
        ),
      ),
    );
  await mediaRow('course_attachments');
  await index('course_attachments_course_idx', 'course_attachments', ['course_id']);
  await mediaRow('ebooks');
  await index('ebooks_course_idx', 'ebooks', ['course_id']);
  await create('audio_topics', (t) =>
    position(
      c.text(c.ref(slugged(t), 'course_id', 'courses', { cascade: true }), 'title', (x) => x.notNull()),
    ),
  );
  await index('audio_topics_course_idx', 'audio_topics', ['course_id']);
  await create('audio_subtopics', (t) => {
    t = c.ref(slugged(t), 'topic_id', 'audio_topics', { cascade: true });
    t = c.text(t, 'sub_title', (x) => x.notNull());
    t = c.ref(t, 'media_id', 'media_files');
    t = c.int(t, 'duration', (x) => x.notNull().defaultTo(0));
    return position(t);
  });
  await index('audio_subtopics_topic_idx', 'audio_subtopics', ['topic_id']);
  await create('stock_photos', (t) => {
    t = c.ref(slugged(t), 'course_id', 'courses', { cascade: true });
    t = c.text(t, 'title', (x) => x.notNull());
    t = c.ref(t, 'media_id', 'media_files');
    t = c.ref(t, 'watermark_media_id', 'media_files', { nullable: true });
    t = c.int(t, 'width', (x) => x.notNull());
    t = c.int(t, 'height', (x) => x.notNull());
    return position(t);
  });
  await index('stock_photos_course_idx', 'stock_photos', ['course_id']);
  await create('access_codes', (t) => {
    t = c.ref(slugged(t), 'course_id', 'courses', { cascade: true });
    t = c.text(t, 'code', (x) => x.notNull());
    t = c.ref(t, 'redeemed_by', 'users', { nullable: true });
    t = c.text(t, 'redeemed_at');
    return c.createdAt(t);
  });
  await index('access_codes_code_idx', 'access_codes', ['course_id', 'code'], true);
  await create('training_schedules', (t) => {
    t = c.ref(c.id(t), 'course_id', 'courses', { cascade: true });
    t = c.text(t, 'title', (x) => x.notNull());
    t = c.text(t, 'date_time', (x) => x.notNull());
    return c.text(t, 'streaming_url');
  });
  await create('assignments', (t) =>
    c.createdAt(
      c.text(
        c.text(c.ref(c.id(t), 'course_id', 'courses', { cascade: true }), 'title', (x) => x.notNull()),
        'description',
      ),
    ),
  );

  await create('quizzes', (t) => {
    t = c.ref(slugged(t), 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'user_id', 'users');
    t = c.text(t, 'title', (x) => x.notNull());
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('available'));
    return c.createdAt(t);
  });
  await index('quizzes_course_idx', 'quizzes', ['course_id']);
  await create('chapter_quizzes', (t) => {
    t = c.ref(t, 'chapter_id', 'chapters', { cascade: true });
    t = c.ref(t, 'quiz_id', 'quizzes', { cascade: true });
    return position(t).addPrimaryKeyConstraint('chapter_quizzes_pk', ['chapter_id', 'quiz_id']);
  });
  await create('quiz_questions', (t) => {
    t = c.ref(slugged(t), 'quiz_id', 'quizzes', { cascade: true });
    t = c.text(t, 'question', (x) => x.notNull());
    t = c.int(t, 'type', (x) => x.notNull());
    for (const n of ['choice1', 'choice2', 'choice3', 'choice4']) t = c.text(t, n);
    t = c.int(t, 'answer');
    t = c.int(t, 'choose');
    return position(t);
  });
  await index('quiz_questions_quiz_idx', 'quiz_questions', ['quiz_id', 'position']);
  await create('quiz_submissions', (t) => {
    t = c.ref(c.id(t), 'quiz_id', 'quizzes', { cascade: true });
    t = c.ref(t, 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.text(t, 'answers', (x) => x.notNull());
    for (const n of ['correct', 'total', 'score']) t = c.money(t, n);
    return c.createdAt(t);
  });
  await index('quiz_submissions_user_quiz_idx', 'quiz_submissions', ['user_id', 'quiz_id'], true);

  await create('discussions', (t) => {
    t = c.ref(c.id(t), 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.ref(t, 'parent_id', 'discussions', { nullable: true, cascade: true });
    t = c.text(t, 'comment', (x) => x.notNull());
    return c.createdAt(t);
  });
  await index('discussions_course_idx', 'discussions', ['course_id', 'parent_id']);
  await index('discussions_parent_idx', 'discussions', ['parent_id']);

  await create('packages', (t) => {
    t = c.text(slugged(t), 'name', (x) => x.notNull());
    t = c.money(t, 'price');
    t = c.int(t, 'frequency', (x) => x.notNull().defaultTo(1));
    t = c.text(t, 'recurring_id');
    t = c.ref(t, 'mahir_tutor_category_id', 'sub_categories');
    t = c.int(t, 'total_mahir_tutor', (x) => x.notNull());
    t = c.money(t, 'coin');
    t = c.flag(t, 'is_active', 1);
    return c.createdAt(t);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'packages',
    'discussions',
    'quiz_submissions',
    'quiz_questions',
    'chapter_quizzes',
    'quizzes',
    'assignments',
    'training_schedules',
    'access_codes',
    'stock_photos',
    'audio_subtopics',
    'audio_topics',
    'ebooks',
    'course_attachments',
    'modules',
    'chapters',
    'course_tags',
    'courses',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
