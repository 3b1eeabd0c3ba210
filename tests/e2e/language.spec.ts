import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectFitsWidth,
  hydrate,
  keepingProfileLanguage,
  loginThroughPage,
  openChapter,
  watchHydration,
} from './support';

const header = (page: Page) => page.locator('[data-app-header]');
const htmlLang = (page: Page) => page.locator('html');

test('?lang=en then ?lang=ms change the header and <html lang>, and each is remembered on the next page', async ({
  page,
}) => {
  const { errors } = await watchHydration(page);

  // No choice: the spec's strings as written, the page as built.
  await page.goto('/');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'ms');
  await expect(htmlLang(page)).not.toHaveAttribute('data-lang', /.+/);
  await expect(header(page).getByRole('link', { name: 'Log Masuk' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Events', exact: true })).toBeVisible();

  // English from the switch (a full load with ?lang=en).
  await header(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  // Remembered: the next page without the parameter.
  await page.goto('/packages');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('An online learning platform');

  // Malay.
  await page.goto('/events?lang=ms');
  await hydrate(page);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'ms');
  await expect(htmlLang(page)).toHaveAttribute('data-lang', 'ms');
  await expect(header(page).getByRole('link', { name: 'Acara', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log Masuk' })).toBeVisible();

  await page.goto('/kursus/all');
  await hydrate(page);
  await expect(htmlLang(page)).toHaveAttribute('data-lang', 'ms');
  await expect(header(page).getByRole('link', { name: 'Acara', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The server-rendered pages hydrated in the language they were rendered in.
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test('the switch fits the header on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/?lang=en');
  await expect(header(page).getByRole('link', { name: 'Bahasa Melayu' })).toBeVisible();
  await expectFitsWidth(page);
  await page.goto('/?lang=ms');
  await expect(header(page).getByRole('link', { name: 'English' })).toBeVisible();
  await expectFitsWidth(page);
});

const EN_MONTH = /(?<!\d)\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;
const MS_MONTH = /(?<!\d)\d{1,2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ogo|Sep|Okt|Nov|Dis) \d{4}\b/;

test('the screens follow ?lang=en and ?lang=ms, dates and prices formatted for it; with no choice the spec text stays', async ({
  page,
}) => {
  const { errors } = await watchHydration(page);
  // No language chosen (a fresh browser, no cookie): every text as the spec writes it.
  const plain = page;
  await plain.goto('/');
  await expect(plain.getByRole('heading', { name: 'Belajar. Mahir. Berjaya.' })).toBeVisible();
  await plain.goto('/kursus/all');
  await expect(plain.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(plain.getByRole('searchbox', { name: 'Cari kursus' })).toBeVisible();
  await expect(plain.locator('#catalogue-results-heading')).toHaveText(/^\d[\d,]* kursus$/);
  await plain.goto('/course/demo-video-course');
  await expect(plain.getByTestId('course-coins')).toHaveText(/^atau \d+ Mahir Coins$/);
  await expect(plain.getByRole('link', { name: 'Laman Utama', exact: true })).toBeVisible();
  await expect(plain.getByTestId('course-price')).toContainText(/^RM \d[\d,]*\.\d\d/);
  await plain.goto('/events');
  await expect(plain.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(plain.locator('main')).toContainText(
    /(?<!\d)\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
  );
  await plain.goto('/register');
  await expect(plain.getByRole('button', { name: 'Daftar / Sign up' })).toBeVisible();
  // The contract's field messages as the spec writes them.
  await plain.getByRole('button', { name: 'Daftar / Sign up' }).click();
  await expect(plain.getByText('Full Name is required')).toBeVisible();
  await plain.goto('/no-such-page');
  await expect(
    plain.getByText('Halaman tidak dijumpai. The page you are looking for does not exist.'),
  ).toBeVisible();

  // English, chosen once and remembered.
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Learn. Master. Succeed.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore by category' })).toBeVisible();
  await page.goto('/kursus/all');
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
  await expect(page.locator('#catalogue-results-heading')).toHaveText(/^\d[\d,]* courses$/);
  await page.goto('/course/demo-video-course');
  await hydrate(page);
  await expect(page.getByTestId('course-coins')).toHaveText(/^or \d+ Mahir Coins$/);
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByTestId('course-price')).toContainText(/^RM \d[\d,]*\.\d\d/);
  await page.goto('/events');
  await hydrate(page);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(EN_MONTH);
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Subscription Packages', level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
  await expect(page.getByText('Sign up to Mahir as a student or a parent.')).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found. The page you are looking for does not exist.')).toBeVisible();

  // Malay.
  await page.goto('/kursus/all?lang=ms');
  await expect(page.getByRole('button', { name: 'Cari', exact: true })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Acara', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(MS_MONTH);
  await page.goto('/course/demo-video-course');
  await expect(page.getByTestId('course-coins')).toHaveText(/^atau \d+ Mahir Coins$/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Troli', level: 1 })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Daftar', exact: true })).toBeVisible();
  // The same field messages, and the server's refusal of a login, in Malay.
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Nama Penuh diperlukan')).toBeVisible();
  await expect(page.getByText('Full Name is required')).toHaveCount(0);
  await page.goto('/login');
  await page.getByLabel('E-mel').fill('nobody-here@demo.my');
  await page.getByLabel(/^Kata laluan/i).fill('not-the-password');
  await page
    .locator('form')
    .getByRole('button', { name: /^Log masuk$/i })
    .click();
  await expect(
    page.getByText('Maklumat log masuk ini tidak sepadan dengan rekod kami.').first(),
  ).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Halaman yang anda cari tidak wujud.', { exact: false })).toBeVisible();

  // Each server-rendered page hydrated in the language it was rendered in.
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test("a parent's family, profile and account security follow ?lang=en and ?lang=ms, remembered on the next page", async ({
  page,
}) => {
  await keepingProfileLanguage('parent@demo.my', async () => {
    await loginThroughPage(page, 'parent@demo.my');
    await page.waitForURL((url) => url.pathname !== '/login');

    // No choice: the spec's bilingual texts as written.
    await page.goto('/family');
    await expect(page.getByRole('heading', { name: 'Keluarga / Family', level: 1 })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Data anda / Your data' })).toBeVisible();

    // English, then the next pages without the parameter.
    await page.goto('/family?lang=en');
    await expect(page.getByRole('heading', { name: 'Family', exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a child', exact: true })).toBeVisible();
    await expect(page.getByLabel("Pupil's email", { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'This week', exact: true }).first()).toBeVisible();
    await page.goto('/profile');
    const data = page.getByRole('region', { name: 'Your data', exact: true });
    await expect(data).toBeVisible();
    await expect(data.getByRole('link', { name: 'Download my data', exact: true })).toBeVisible();
    await page.goto('/account/security');
    await expect(
      page.getByRole('heading', { name: 'Account security', exact: true, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My sessions', exact: true })).toBeVisible();
    await expect(page.getByText('This session', { exact: true })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByTestId('privacy-version')).toHaveText(/^Version \d{4}-\d\d-\d\d/);
    await expectAccessible(page);

    // Malay.
    await page.goto('/family?lang=ms');
    await expect(page.getByRole('heading', { name: 'Keluarga', exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambah anak', exact: true })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Data anda', exact: true })).toBeVisible();
    await page.goto('/account/security');
    await expect(
      page.getByRole('heading', { name: 'Keselamatan akaun', exact: true, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sesi saya', exact: true })).toBeVisible();
  });
});

test("a student's quiz scores, quiz dialog, Q&A and reviews follow the chosen language", async ({ page }) => {
  await keepingProfileLanguage('student@demo.my', async () => {
    await loginThroughPage(page, 'student@demo.my');
    await expect(page).toHaveURL(/\/my\/courses$/);
    await page.goto('/course/demo-video-course');
    await expect(page.getByRole('heading', { name: 'Skor Kuiz', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tarikh Dijawab' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rating & Feedbacks', exact: true })).toBeVisible();

    await page.goto('/course/demo-video-course?lang=en');
    await expect(page.getByRole('heading', { name: 'Quiz Scores', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Date Answered' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions & Answers', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rating & Feedback', exact: true })).toBeVisible();
    // The quiz dialog opens in English (closed again before anything is answered, so learning.spec can take it).
    // Chapter 2 holds it.
    await openChapter(page, 'Menggayakan dengan CSS');
    await page.getByRole('button', { name: /Kuiz 2: Gaya CSS/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Kuiz 2: Gaya CSS' });
    await expect(dialog.getByText('Answer one question at a time.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close quiz' }).click();
    await expect(dialog).toBeHidden();

    // Remembered: My Courses, then the course again without the parameter.
    await page.goto('/my/courses');
    await page.goto('/course/demo-video-course');
    await expect(page.getByRole('heading', { name: 'Quiz Scores', exact: true })).toBeVisible();

    await page.goto('/course/demo-video-course?lang=ms');
    await expect(page.getByRole('heading', { name: 'Skor Kuiz', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Penilaian & Ulasan', exact: true })).toBeVisible();
  });
});
