import { LEARNING_MSG, MSG } from '@mahir/shared';
import { averageRating } from '@mahir/shared/rules/rating-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { dialects, type TestServer } from '../support/test-server';
import {
  countersOf,
  startLearningServer,
  subscribe,
  subscriptionIdOf,
  tutorOf,
  userIdOf,
  userNameOf,
} from './learning-fixtures';

interface Feedback {
  id: number;
  rate: number;
  content: string;
  course_id: number;
  tutor_id: number;
  subscribe_id: number;
  user_id: number;
  fname: string;
  avatar: string | null;
  created_readable: string;
}
interface ListBody {
  data: {
    feedbacks: Feedback[];
    rates: Array<{ star: number; no: number; percent: number; color: string }>;
    rating: number;
    total: number;
    mine: number | null;
    can_review: boolean;
    is_subscriber: boolean;
  };
}
interface Answer {
  data: { id: number; rate?: number; content?: string };
  message?: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('learning: feedback on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let parent: TestClient;
  let visitor: TestClient;
  let studentId: number;
  let parentId: number;
  let videoId: number;
  let reviewId: number;
  let reviewTutor: number;
  let reviewSub: number;

  const list = (client: TestClient, courseId: number) =>
    client.get<ListBody>(`/ajax/v2/vod/feedback/course/${courseId}`);
  const rowsOf = (courseId: number) =>
    server.db.selectFrom('feedbacks').selectAll().where('course_id', '=', courseId).orderBy('id').execute();
  const expectConsistent = async (courseId: number) => {
    const c = await countersOf(server.db, courseId);
    expect(c.feedback_count).toBe(c.rows.feedbacks);
    expect(c.rating_sum).toBe(c.rows.rating_sum);
    return c;
  };

  beforeAll(async () => {
    ({ server, student, parent, visitor, studentId, videoId, reviewId } = await startLearningServer(dialect));
    parentId = await userIdOf(server.db, 'parent@demo.my');
    reviewTutor = await tutorOf(server.db, reviewId);
    reviewSub = await subscriptionIdOf(server.db, studentId, reviewId);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists reviews with the per-star breakdown and the average to anyone', async () => {
    const res = await list(visitor, videoId);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const counters = await expectConsistent(videoId);
    expect(data.total).toBe(counters.feedback_count);
    expect(data.feedbacks).toHaveLength(counters.feedback_count);
    expect(data.rating).toBe(averageRating(counters.rating_sum, counters.feedback_count));
    expect(data.rates.map((r) => r.star)).toEqual([5, 4, 3, 2, 1]);
    expect(data.rates.reduce((a, r) => a + r.no, 0)).toBe(counters.feedback_count);
    expect(data.rates.reduce((a, r) => a + r.percent, 0)).toBe(100);
    for (const r of data.rates) {
      expect(r.no).toBe(data.feedbacks.filter((f) => f.rate === r.star).length);
      expect(r.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const mine = data.feedbacks.find((f) => f.user_id === studentId);
    expect(mine).toMatchObject({
      rate: 5,
      content: 'Penerangan cikgu sangat jelas dan projek akhir sangat membantu. Terima kasih!',
      course_id: videoId,
      fname: await userNameOf(server.db, studentId),
      avatar: null,
    });
    expect(mine?.created_readable).toMatch(/ago$/);
    expect(data).toMatchObject({ mine: null, can_review: false, is_subscriber: false });
    expect((await visitor.get('/ajax/v2/vod/feedback/course/999999')).status).toBe(404);
  });

  it('tells the viewer whether they may review', async () => {
    const video = await list(student, videoId);
    const own = video.body.data.feedbacks.find((f) => f.user_id === studentId);
    expect(video.body.data).toMatchObject({ mine: own?.id, can_review: false, is_subscriber: true });
    const review = await list(student, reviewId);
    expect(review.body.data).toMatchObject({ mine: null, can_review: true, is_subscriber: true });
    expect((await list(parent, reviewId)).body.data).toMatchObject({
      can_review: false,
      is_subscriber: false,
    });
  });

  it('refuses a review without content, with a bad rating, tutor or subscription: 422 and nothing written', async () => {
    const before = await expectConsistent(reviewId);
    const valid = {
      rate: 4,
      content: 'Bagus',
      course_id: reviewId,
      tutor_id: reviewTutor,
      subscribe_id: reviewSub,
    };
    const otherSub = await server.db
      .selectFrom('subscriptions')
      .select('id')
      .where('course_id', '=', reviewId)
      .where('user_id', '!=', studentId)
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ content: '' }, 'content', MSG.feedbackContentRequired],
      [{ content: '   ' }, 'content', MSG.feedbackContentRequired],
      [{ content: undefined }, 'content', MSG.feedbackContentRequired],
      [{ rate: 6 }, 'rate', LEARNING_MSG.rateRange],
      [{ rate: 0 }, 'rate', LEARNING_MSG.rateRange],
      [{ rate: 2.5 }, 'rate', LEARNING_MSG.rateRange],
      [{ rate: 'lima' }, 'rate', LEARNING_MSG.rateRange],
      [{ tutor_id: studentId }, 'tutor_id', LEARNING_MSG.tutorMismatch],
      [{ subscribe_id: otherSub.id }, 'subscribe_id', LEARNING_MSG.subscriptionMismatch],
      [{ subscribe_id: 999_999 }, 'subscribe_id', LEARNING_MSG.subscriptionMismatch],
    ];
    for (const [change, field, message] of cases) {
      const res = await student.post<Answer>(
        '/ajax/v2/vod/feedback/create',
        { ...valid, ...change },
        { form: true },
      );
      expect(res.status, field).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await rowsOf(reviewId)).toHaveLength(before.rows.feedbacks);
    const after = await expectConsistent(reviewId);
    expect(after.feedback_count).toBe(before.feedback_count);
    expect(after.rating_sum).toBe(before.rating_sum);
  });

  it('refuses visitors, non-subscribers and unknown courses', async () => {
    const body = {
      rate: 5,
      content: 'Hebat',
      course_id: videoId,
      tutor_id: reviewTutor,
      subscribe_id: reviewSub,
    };
    expect((await visitor.post('/ajax/v2/vod/feedback/create', body, { form: true })).status).toBe(401);
    const other = await parent.post<Answer>('/ajax/v2/vod/feedback/create', body, { form: true });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.subscribeToReview);
    expect(
      (await student.post('/ajax/v2/vod/feedback/create', { ...body, course_id: 999_999 }, { form: true }))
        .status,
    ).toBe(404);
  });

  it('stores a subscriber’s one review and moves the counters and the average with it', async () => {
    const before = await expectConsistent(reviewId);
    const res = await student.post<Answer>(
      '/ajax/v2/vod/feedback/create',
      {
        rate: 2,
        content: 'Kurang contoh praktikal.',
        course_id: reviewId,
        tutor_id: reviewTutor,
        subscribe_id: reviewSub,
      },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.feedbackCreated);
    const row = (await rowsOf(reviewId)).find((r) => r.user_id === studentId);
    expect(row).toMatchObject({
      id: res.body.data.id,
      rate: 2,
      content: 'Kurang contoh praktikal.',
      subscription_id: reviewSub,
    });
    const after = await expectConsistent(reviewId);
    expect(after.feedback_count).toBe(before.feedback_count + 1);
    expect(after.rating_sum).toBe(before.rating_sum + 2);

    const listed = (await list(student, reviewId)).body.data;
    expect(listed).toMatchObject({
      mine: res.body.data.id,
      can_review: false,
      total: before.feedback_count + 1,
    });
    expect(listed.rating).toBe(averageRating(before.rating_sum + 2, before.feedback_count + 1));
    expect(listed.feedbacks[0]).toMatchObject({ id: res.body.data.id, created_readable: 'just now' });

    const again = await student.post<Answer>(
      '/ajax/v2/vod/feedback/create',
      {
        rate: 5,
        content: 'Sekali lagi',
        course_id: reviewId,
        tutor_id: reviewTutor,
        subscribe_id: reviewSub,
      },
      { form: true },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEARNING_MSG.feedbackExists);
    const still = await expectConsistent(reviewId);
    expect(still.feedback_count).toBe(after.feedback_count);
  });

  it('defaults the rating to 1 when none is given', async () => {
    const sub = await subscribe(server.db, parentId, reviewId);
    const before = await expectConsistent(reviewId);
    const res = await parent.post<Answer>(
      '/ajax/v2/vod/feedback/create',
      { content: 'Ok sahaja.', course_id: reviewId, tutor_id: reviewTutor, subscribe_id: sub },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect((await rowsOf(reviewId)).find((r) => r.user_id === parentId)?.rate).toBe(1);
    expect((await expectConsistent(reviewId)).rating_sum).toBe(before.rating_sum + 1);
  });

  it('gives the owner their review to edit and refuses everyone else', async () => {
    const own = (await rowsOf(videoId)).find((r) => r.user_id === studentId);
    if (!own) throw new Error('seeded feedback missing');
    const res = await student.get<Answer>(`/ajax/v2/vod/feedback/id/${own.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: own.id, rate: own.rate, content: own.content });
    expect((await parent.get(`/ajax/v2/vod/feedback/id/${own.id}`)).status).toBe(403);
    expect((await visitor.get(`/ajax/v2/vod/feedback/id/${own.id}`)).status).toBe(401);
    expect((await student.get('/ajax/v2/vod/feedback/id/999999')).status).toBe(404);
  });

  it('updates the owner’s review and keeps rating_sum right', async () => {
    const own = (await rowsOf(videoId)).find((r) => r.user_id === studentId);
    if (!own) throw new Error('seeded feedback missing');
    const before = await expectConsistent(videoId);
    const res = await student.post<Answer>(
      '/ajax/v2/vod/feedback/update',
      { id: own.id, rate: 3, content: 'Bagus, tetapi video bab 3 agak perlahan.' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.feedbackUpdated);
    const row = (await rowsOf(videoId)).find((r) => r.id === own.id);
    expect(row).toMatchObject({ rate: 3, content: 'Bagus, tetapi video bab 3 agak perlahan.' });
    expect(row?.updated_at).not.toBe(own.updated_at);
    const after = await expectConsistent(videoId);
    expect(after.rating_sum).toBe(before.rating_sum - own.rate + 3);
    expect(after.feedback_count).toBe(before.feedback_count);
    expect((await list(visitor, videoId)).body.data.rating).toBe(
      averageRating(after.rating_sum, after.feedback_count),
    );

    // Without a rating the old one stays.
    const keep = await student.post(
      '/ajax/v2/vod/feedback/update',
      { id: own.id, content: 'Disunting.' },
      { form: true },
    );
    expect(keep.status).toBe(200);
    expect((await rowsOf(videoId)).find((r) => r.id === own.id)).toMatchObject({
      rate: 3,
      content: 'Disunting.',
    });
    expect((await expectConsistent(videoId)).rating_sum).toBe(after.rating_sum);
  });

  it('refuses edits by others, of unknown reviews and without content, changing nothing', async () => {
    const own = (await rowsOf(videoId)).find((r) => r.user_id === studentId);
    if (!own) throw new Error('seeded feedback missing');
    const before = await expectConsistent(videoId);
    const other = await parent.post<Answer>(
      '/ajax/v2/vod/feedback/update',
      { id: own.id, rate: 1, content: 'Diubah orang lain' },
      { form: true },
    );
    expect(other.status).toBe(403);
    expect(
      (
        await visitor.post(
          '/ajax/v2/vod/feedback/update',
          { id: own.id, rate: 1, content: 'x' },
          { form: true },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await student.post(
          '/ajax/v2/vod/feedback/update',
          { id: 999_999, rate: 1, content: 'x' },
          { form: true },
        )
      ).status,
    ).toBe(404);
    const empty = await student.post<Answer>(
      '/ajax/v2/vod/feedback/update',
      { id: own.id, rate: 1, content: '' },
      { form: true },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.content).toEqual([MSG.feedbackContentRequired]);
    const bad = await student.post<Answer>(
      '/ajax/v2/vod/feedback/update',
      { id: own.id, rate: 9, content: 'x' },
      { form: true },
    );
    expect(bad.status).toBe(422);
    expect((await rowsOf(videoId)).find((r) => r.id === own.id)).toMatchObject({
      rate: own.rate,
      content: own.content,
    });
    expect((await expectConsistent(videoId)).rating_sum).toBe(before.rating_sum);
  });
});
