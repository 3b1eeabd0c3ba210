import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AssetFormPage } from './pages/backoffice/asset-form-page';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { CourseEditorPage } from './pages/backoffice/course-editor-page';
import { QuizFormPage } from './pages/backoffice/quiz-form-page';
import { ReviewPage } from './pages/backoffice/review-page';
import { expectAccessible } from './support';

const media = (name: string) => join(import.meta.dirname, '..', '..', 'seed', 'media', name);
const stamp = Date.now().toString(36);
const assetTitle = `Ebook Ujian ${stamp}`;
const courseTitle = `Kursus Ujian ${stamp}`;

/** A course folder: two sub-folders (chapters) with three videos (modules). */
function courseFolder(): string {
  const base = mkdtempSync(join(tmpdir(), 'mahir-import-'));
  const root = join(base, courseTitle);
  mkdirSync(join(root, '01 Pengenalan'), { recursive: true });
  mkdirSync(join(root, '02 Asas'), { recursive: true });
  copyFileSync(media('lesson.mp4'), join(root, '01 Pengenalan', '01 Selamat datang.mp4'));
  copyFileSync(media('lesson.mp4'), join(root, '02 Asas', '01 Konsep.mp4'));
  copyFileSync(media('lesson.mp4'), join(root, '02 Asas', '02 Latihan.mp4'));
  return root;
}

test.describe
  .serial('tutor authors, admin reviews', () => {
    test('tutor creates an ebook asset with preview, banner and e-book file', async ({ page }) => {
      // Small files go as plain multipart, with a real progress bar: nothing goes through tus.
      const resumable: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/files/')) resumable.push(`${r.method()} ${r.url()}`);
      });
      const form = new AssetFormPage(page);
      await form.app.login('tutor@demo.my');
      await form.openCreate();
      // Nothing is sent without the required fields.
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Product name is required.' })).toBeVisible();
      await form.fillProductInfo({
        title: assetTitle,
        category: /E-Book/i,
        tag: 'sains',
        description: 'Buku latihan sains untuk ujian.',
      });
      await expect(page.getByRole('heading', { name: 'E-book' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove E-book 1' })).toHaveCount(0);
      await form.uploadPreview(media('notes.pdf'));
      await form.uploadBanner(media('banner.jpg'));
      // A file that is not a PDF, EPUB or zip is refused with the server's message and its data cleared.
      await page.getByLabel('E-book 1 title').fill('Bab 1');
      await page.getByTestId('file-E-book 1 file').setInputFiles(media('banner.jpg'));
      await expect(page.getByTestId('E-book 1 file-detail')).toHaveAttribute('role', 'alert', {
        timeout: 30_000,
      });
      await form.addEbook(1, 'Bab 1', media('ebook.pdf'));
      await expectAccessible(page);
      await form.submit();
      await expect(page).toHaveURL(/\/backoffice\/tutor\/digital-assets$/);
      await expect(page.getByRole('link', { name: assetTitle })).toBeVisible();
      await expect(form.app.successAlert()).toContainText('Digital asset submitted for review.');
      expect(resumable).toEqual([]);
    });

    test('tutor builds a video course from a folder, saves a draft, adds a quiz and submits', async ({
      page,
    }) => {
      const editor = new CourseEditorPage(page);
      await editor.app.login('tutor@demo.my');
      await editor.openCreate();
      await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
      await editor.fillInfo(courseTitle, 'fizik');
      await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeEnabled();
      // The import uploads more than one video at a time: each request is held a moment before it goes
      // on, so uploads started together overlap and one started after another's answer does not.
      const uploadVideo = (url: string) => new URL(url).pathname === '/ajax/v2/tutor/course/upload-video';
      let inFlight = 0;
      let mostAtOnce = 0;
      const settled = (r: { url(): string }) => {
        if (uploadVideo(r.url())) inFlight -= 1;
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await page.route('**/ajax/v2/tutor/course/upload-video', async (route) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      await editor.importFolder(courseFolder(), 3);
      expect(mostAtOnce).toBeGreaterThanOrEqual(2);
      expect(mostAtOnce).toBeLessThanOrEqual(3);
      await page.unroute('**/ajax/v2/tutor/course/upload-video');
      await expect(editor.chapters()).toHaveCount(2);
      await expect(page.getByLabel('Bab 1 title')).toHaveValue('Pengenalan');
      await expect(page.getByLabel('Bab 2 title')).toHaveValue('Asas');
      await expect(page.getByLabel('Bab 2 Modul 2 title')).toHaveValue('Latihan');
      // Special invitation shows the access codes.
      await page.getByLabel('Special invitation (requires access code)').check();
      await page.getByLabel('Access code 1').fill(`K${stamp}`.slice(0, 12).toUpperCase());
      await editor.saveDraft();
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Add New Quiz' }).click();
      const quiz = new QuizFormPage(page);
      await page.getByLabel('Quiz Title').fill('Kuiz Bab 1');
      await expect(quiz.submitButton()).toBeDisabled();
      await quiz.multipleChoice(1, 'Berapakah 2 + 2?', ['3', '4', '5', '6'], 2);
      await expect(quiz.submitButton()).toBeEnabled();
      await page.getByRole('button', { name: 'Add New Question' }).click();
      await expect(quiz.submitButton()).toBeDisabled();
      await quiz.trueFalse(2, 'Bumi itu bulat.', 'True');
      await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(1);
      await quiz.submitButton().click();
      await expect(page).toHaveURL(/\/tutor\/courses\/[^/]+\/edit$/);

      await expect(page.getByLabel('Bab 1 title')).toHaveValue('Pengenalan');
      await editor.submitForReview();
      await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    });

    test('after Save & Exit the course opens as saved, and saves again', async ({ page }) => {
      const editor = new CourseEditorPage(page);
      await editor.app.login('tutor@demo.my');
      await editor.app.open('Video Courses');
      await page.getByRole('link', { name: courseTitle }).click();
      await expect(page.getByLabel('Bab 2 title')).toHaveValue('Asas');
      await page.getByLabel('Bab 2 title').fill('Asas Lanjutan');
      await editor.app.upload('Preview Video', media('lesson.mp4'));
      await editor.chapters().nth(1).getByRole('button', { name: 'Pilih Kuiz' }).click();
      const picker = page.getByRole('dialog', { name: 'Pilih Kuiz' });
      await picker.getByRole('radio', { name: 'Kuiz Bab 1' }).check();
      await picker.getByRole('button', { name: 'Pilih' }).click();
      await expect(picker).toBeHidden();
      await editor.saveAndExit();
      await expect(page).toHaveURL(/\/backoffice\/tutor\/courses$/);
      await expect(editor.app.successAlert()).toContainText('Course saved.');

      // Opened again from the list: the saved course, not the copy the screen had before.
      await page.getByRole('link', { name: courseTitle }).click();
      await expect(page.getByLabel('Bab 2 title')).toHaveValue('Asas Lanjutan');
      await expect(editor.chapters().nth(1).getByText('Kuiz: Kuiz Bab 1')).toBeVisible();
      // The preview shows its duration, as it did when it was uploaded (not the file's size).
      await expect(page.getByTestId('Preview Video-detail')).toHaveText('00:00:06');
      await editor.saveDraft();
      await expect(page.getByText('This course was changed elsewhere', { exact: false })).toHaveCount(0);
    });

    test('admin rejects the asset with a reason and publishes the course', async ({ page }) => {
      const review = new ReviewPage(page);
      await review.app.login('admin@demo.my');
      await review.openItem('Review Digital Assets', assetTitle);
      await expect(page.getByRole('tab', { name: 'View Digital Asset' })).toBeVisible();
      await expect(page.getByLabel('Product Name')).toBeDisabled();
      const rejected = page.url();
      await review.reject('Gambar muka depan kabur.');
      // Done with this one: on to the next asset waiting for review.
      await review.nextPending();
      await expect(page).not.toHaveURL(rejected);
      await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

      await review.openItem('Review Courses', courseTitle);
      await expect(page.getByLabel('Bab 2 Modul 1 title')).toBeDisabled();
      await expectAccessible(page);
      await review.publish();
      await review.nextPending();
      await expect(page).toHaveURL(/\/backoffice\/admin\/courses\/[^/]+$/);
      await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    });

    test('the published course appears in the storefront catalogue; the rejected asset does not', async ({
      page,
    }) => {
      // A visitor searches the catalogue for the title the tutor gave the course.
      await page.goto(`/kursus/all?keyword=${encodeURIComponent(courseTitle)}`);
      const card = page.getByRole('article').filter({ hasText: courseTitle });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { level: 3 })).toContainText(courseTitle);
      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/kursus/ebook?keyword=${encodeURIComponent(assetTitle)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /kursus$/ })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: assetTitle })).toHaveCount(0);
    });

    test('the tutor sees the reject reason on the asset and the published course tabs', async ({ page }) => {
      const app = new BackofficeApp(page);
      await app.login('tutor@demo.my');
      await app.open('Digital Assets');
      await page.getByRole('link', { name: assetTitle }).click();
      await expect(page.getByText('Gambar muka depan kabur.')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Subscribers' })).toHaveCount(0);

      await app.open('Video Courses');
      await page.getByRole('link', { name: courseTitle }).click();
      await expect(page.getByRole('tab', { name: 'Students (0)' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Question & Answer (0)' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Rating & Feedbacks (0)' })).toBeVisible();
      // Not a Mahir Tutor course: no Schedule, Assignments or Quizzes tabs.
      await expect(page.getByRole('tab', { name: /^Schedule/ })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Students (0)' }).click();
      await expect(page.getByText('No record', { exact: true })).toBeVisible();
    });
  });
