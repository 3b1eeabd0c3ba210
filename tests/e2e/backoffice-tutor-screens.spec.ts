import { expect, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { expectAccessible } from './support';

// The tutor's own screens on the demo's courses: the refusal on another tutor's course, a saved course's
// preview, the rating breakdown and the Assignments tab (spec 002 §2).

test.beforeEach(async ({ page }) => {
  await new BackofficeApp(page).login('tutor@demo.my');
});

test("another tutor's course is refused plainly, with nothing to try again", async ({ page }) => {
  await page.goto('/backoffice/tutor/courses/demo-review-course/edit');
  await expect(page.getByText('You can only edit your own courses.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Video Courses' })).toBeVisible();
});

test("a saved course's preview video shows its duration, and each rating bar says its star", async ({
  page,
}) => {
  const app = new BackofficeApp(page);
  await app.open('Video Courses');
  await page.getByRole('link', { name: 'Pembangunan Web Moden dengan HTML, CSS & JavaScript' }).click();
  await expect(page.getByTestId('Preview Video-detail')).toHaveText('00:00:06');

  await page.getByRole('tab', { name: /^Rating & Feedbacks/ }).click();
  const breakdown = page.getByRole('list', { name: 'Rating breakdown' });
  for (const [n, label] of [
    [5, '5 stars'],
    [4, '4 stars'],
    [3, '3 stars'],
    [2, '2 stars'],
    [1, '1 star'],
  ] as const) {
    const row = breakdown.getByRole('listitem').nth(5 - n);
    await expect(row).toContainText(label);
    await expect(row.getByRole('progressbar', { name: label })).toHaveCount(1);
    await expect(row).toContainText(/\d+%/);
  }
  await expectAccessible(page);
});

test('the Assignments tab adds an assignment, views it through its link and deletes it', async ({ page }) => {
  const app = new BackofficeApp(page);
  await app.open('Video Courses');
  await page.getByRole('link', { name: 'Matematik Tahun 5: Pecahan, Perpuluhan dan Peratus' }).click();
  await page.getByRole('tab', { name: /^Assignments/ }).click();
  await page.getByRole('button', { name: 'Add Assignment' }).click();
  const add = page.getByRole('dialog', { name: 'Add Assignment' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Latihan Pecahan 1');
  await add
    .getByRole('textbox', { name: 'Description' })
    .fill('Selesaikan soalan 1 hingga 10 di buku kerja.');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const table = page.getByRole('table', { name: 'Assignments' });
  const row = table.getByRole('row').filter({ hasText: 'Latihan Pecahan 1' });
  await row.getByRole('link', { name: 'View Latihan Pecahan 1' }).click();
  const view = page.getByRole('dialog', { name: 'Latihan Pecahan 1' });
  await expect(view).toContainText('Selesaikan soalan 1 hingga 10 di buku kerja.');
  await expect(view).toContainText(/Created/);
  await expectAccessible(page);
  await view.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: 'Delete Latihan Pecahan 1' }).click();
  await app.confirm('Are you sure?');
  await expect(row).toHaveCount(0);
});
