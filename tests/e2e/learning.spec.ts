import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@mahir/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginThroughPage, openChapter } from './support';

const VIDEO = '/course/demo-video-course';
const REVIEW = '/course/demo-review-course';

async function openAsStudent(page: Page, path: string): Promise<void> {
  await loginThroughPage(page, 'student@demo.my');
  await expect(page).toHaveURL(/\/my\/courses$/);
  await page.goto(path);
}

/** Axe on this area's sections, and on the quiz dialog when it is open. */
async function expectSectionsAccessible(page: Page): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-area="quiz"]')
    .include('[data-area="qna"]')
    .include('[data-area="feedback"]');
  if (await page.getByRole('dialog').count()) builder = builder.include('[role="dialog"]');
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Picks a star in a Rating input by clicking its label (the radio itself is visually hidden). */
async function rate(scope: Locator, stars: number): Promise<void> {
  const radio = scope.getByRole('radio', { name: `${stars} bintang` });
  const id = await radio.getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a student takes the chapter-2 quiz, sees the score and the new row in the scores table', async ({
  page,
}) => {
  await openAsStudent(page, VIDEO);
  const scores = section(page, 'Skor Kuiz');
  await expect(scores.getByRole('row')).toHaveCount(2);
  await expect(scores.getByRole('row').nth(1)).toContainText('Kuiz 1: Asas HTML');
  await expect(scores.getByRole('row').nth(1)).toContainText('75%');

  await openChapter(page, 'Menggayakan dengan CSS');
  const dialog = page.getByRole('dialog', { name: 'Kuiz 2: Gaya CSS' });
  await page.getByRole('button', { name: /Kuiz 2: Gaya CSS/ }).click();
  await expect(dialog.getByText('Jumlah soalan: 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mula' }).click();

  await expect(dialog.getByText('Soalan 1 daripada 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'color', exact: true }).check();
  await expectSectionsAccessible(page);

  // Closing mid-quiz asks first; "No" keeps the answers.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText(MSG.confirmQuizClose)).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByRole('radio', { name: 'color', exact: true })).toBeChecked();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'flex', exact: true }).check();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByRole('radio', { name: 'color', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Soalan 3 daripada 3')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Betul' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: MSG.quizSubmit })).toBeVisible();
  await expect(dialog.getByText(MSG.confirmQuizSubmit)).toBeVisible();
  await expect(dialog.getByText('3 daripada 3 soalan dijawab.')).toBeVisible();
  // After the submission the chapter's quizzes are asked for again (spec 001: POST /ajax/v2/vod/quizs).
  const chapterQuizzes = page.waitForResponse(
    (r) => r.url().endsWith('/ajax/v2/vod/quizs') && r.request().method() === 'POST' && r.status() === 200,
  );
  await dialog.getByRole('button', { name: MSG.quizSubmit }).click();
  await chapterQuizzes;

  await expect(dialog.getByRole('heading', { name: MSG.quizResult })).toBeVisible();
  await expect(dialog.getByTestId('quiz-correct')).toHaveText('3 / 3');
  await expect(dialog.getByTestId('quiz-score')).toHaveText('100%');
  await expectSectionsAccessible(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(scores.getByRole('row')).toHaveCount(3);
  const newest = scores.getByRole('row').nth(1);
  await expect(newest).toContainText('Kuiz 2: Gaya CSS');
  await expect(newest).toContainText('100%');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  // A submitted quiz is not reopened.
  await expect(page.getByRole('button', { name: /Kuiz 2: Gaya CSS/ })).toHaveCount(0);
});

test('a student replies once to the tutor’s answer to their question', async ({ page }) => {
  await openAsStudent(page, VIDEO);
  const qna = section(page, 'Pertanyaan');
  await expect(qna.getByText(MSG.subscribeToAsk)).toHaveCount(0);
  await expect(qna.getByLabel('Soalan anda')).toHaveCount(0);
  const reply = qna.getByRole('button', { name: 'Reply' });
  await expect(reply).toHaveCount(1);
  await reply.click();
  await expect(qna.getByLabel('Balasan anda')).toBeVisible();
  await qna.getByRole('button', { name: 'Cancel' }).click();
  await expect(qna.getByLabel('Balasan anda')).toHaveCount(0);

  await qna.getByRole('button', { name: 'Reply' }).click();
  const submit = qna.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await qna.getByLabel('Balasan anda').fill('Terima kasih cikgu, sudah jelas.');
  await submit.click();
  await expect(qna.getByRole('alert').filter({ hasText: MSG.replyCreated })).toBeVisible();
  await expect(qna.getByText('Terima kasih cikgu, sudah jelas.')).toBeVisible();
  await expect(qna.getByRole('button', { name: 'Reply' })).toHaveCount(0);
});

test('a student asks a question: it is listed and the form is hidden', async ({ page }) => {
  await openAsStudent(page, REVIEW);
  const qna = section(page, 'Pertanyaan');
  await expect(qna.getByText(MSG.noRecord)).toBeVisible();
  const submit = qna.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await qna.getByLabel('Soalan anda').fill('   ');
  await expect(submit).toBeDisabled();
  await qna.getByLabel('Soalan anda').fill('Adakah kursus ini sesuai untuk peniaga baru?');
  await expect(submit).toBeEnabled();
  await expectSectionsAccessible(page);
  await submit.click();

  await expect(qna.getByRole('alert').filter({ hasText: MSG.questionCreated })).toBeVisible();
  await expect(qna.getByLabel('Soalan anda')).toHaveCount(0);
  const item = qna.getByRole('listitem').filter({ hasText: 'Adakah kursus ini sesuai untuk peniaga baru?' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('just now');

  await page.reload();
  await expect(
    section(page, 'Pertanyaan').getByText('Adakah kursus ini sesuai untuk peniaga baru?'),
  ).toBeVisible();
  await expect(section(page, 'Pertanyaan').getByLabel('Soalan anda')).toHaveCount(0);
});

test('a student reviews a course, sees the average change, then edits the review', async ({ page }) => {
  await openAsStudent(page, REVIEW);
  const feedback = section(page, 'Rating & Feedbacks');
  await expect(feedback.getByTestId('feedback-rating')).toHaveText('4.0');
  await expect(feedback.getByText('1 ulasan')).toBeVisible();

  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(feedback.getByText(MSG.feedbackContentRequired)).toBeVisible();
  await rate(feedback, 2);
  await feedback.getByLabel('Ulasan anda').fill('Bagus untuk pemula, tetapi perlukan lebih banyak contoh.');
  await expectSectionsAccessible(page);
  await feedback.getByRole('button', { name: 'Submit' }).click();

  await expect(feedback.getByRole('alert').filter({ hasText: MSG.feedbackCreated })).toBeVisible();
  await expect(feedback.getByLabel('Ulasan anda')).toHaveCount(0);
  await expect(feedback.getByTestId('feedback-rating')).toHaveText('3.0');
  await expect(feedback.getByText('2 ulasan')).toBeVisible();
  // Newest first: the review just written heads the list.
  const mine = feedback.getByRole('listitem').first();
  await expect(mine).toContainText('Bagus untuk pemula, tetapi perlukan lebih banyak contoh.');
  await expect(mine).toContainText('just now');

  await mine.getByRole('button', { name: 'Edit your review' }).click();
  const content = mine.getByLabel('Ulasan anda');
  await expect(content).toHaveValue('Bagus untuk pemula, tetapi perlukan lebih banyak contoh.');
  await rate(mine, 5);
  await content.fill('Selepas bab tiga, saya faham sepenuhnya. Sangat bagus!');
  await mine.getByRole('button', { name: 'Save' }).click();

  await expect(feedback.getByRole('alert').filter({ hasText: MSG.feedbackUpdated })).toBeVisible();
  await expect(feedback.getByText('Selepas bab tiga, saya faham sepenuhnya. Sangat bagus!')).toBeVisible();
  await expect(feedback.getByTestId('feedback-rating')).toHaveText('4.5');
  await expect(feedback.getByRole('button', { name: 'Edit your review' })).toBeEnabled();
});

test('visitors see the subscribe notices and the lists', async ({ page }) => {
  await page.goto(VIDEO);
  await expect(section(page, 'Skor Kuiz').getByText(MSG.subscribeToQuiz)).toBeVisible();
  const qna = section(page, 'Pertanyaan');
  await expect(qna.getByText(MSG.subscribeToAsk)).toBeVisible();
  await expect(qna.getByRole('listitem').first()).toBeVisible();
  await expect(qna.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  const feedback = section(page, 'Rating & Feedbacks');
  await expect(feedback.getByText(MSG.subscribeToReview)).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Edit your review' })).toHaveCount(0);
  await expectSectionsAccessible(page);
});
