import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { schoolWeekOf, schoolWeeks } from '@mahir/shared/school-calendar/school-week';
import { opensOnText } from '@mahir/shared/school-calendar/school-week-text';
import { expect, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { loginThroughPage, PASSWORD } from './support';

const year = Number(malaysiaDay(new Date()).slice(0, 4));
/** This year's calendar with one term from 1 January to 31 March next year: a later week always exists. */
const yearLong = (group: 'A' | 'B') => ({
  year,
  group,
  terms: [{ name: 'Sesi', start: `${year}-01-01`, end: `${year + 1}-03-31` }],
  holidays: [],
  source: 'e2e',
});

test('a tutor releases a package course chapter in a later school week; the learner sees it as not yet open', async ({
  page,
  request,
}) => {
  // The admin keeps this year's calendar.
  const csrf = async () => (await (await request.get('/ajax/v2/auth/csrf')).json()).data.csrf_token as string;
  const login = await request.post('/ajax/v2/auth/login', {
    headers: { 'X-CSRF-TOKEN': await csrf() },
    data: { email: 'admin@demo.my', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const saved = await request.post(`/ajax/v2/admin/school-calendars/${year}`, {
    headers: { 'X-CSRF-TOKEN': await csrf() },
    data: { A: yearLong('A'), B: yearLong('B') },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Two weeks on from this one (group B: the demo student lives in Selangor).
  const calendar = SchoolCalendar.parse(yearLong('B'));
  const place = schoolWeekOf(calendar, malaysiaDay(new Date()));
  if (place.kind !== 'week') throw new Error('the year-long calendar covers today');
  const week = place.week.week + 2;
  const opens = schoolWeeks(calendar)[week - 1]?.opens as string;

  // The tutor picks the week for the third chapter (Peratus) in the course editor and saves.
  const app = new BackofficeApp(page);
  await app.login('tutor@demo.my');
  await page.goto('/backoffice/tutor/courses/demo-tutor-course/edit');
  await app.choose('Bab 3 opens in', `Minggu ${week} / School week ${week}`);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.locator('.mantine-Alert-root').filter({ hasText: /saved/i })).toBeVisible();
  await page.context().clearCookies();

  // The student sees the chapter as opening on that day, with its modules locked.
  await loginThroughPage(page, 'student@demo.my');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/course/demo-tutor-course');
  await expect(page.getByTestId('course-media')).toBeVisible();
  const chapter = page.getByTestId('chapter').filter({ hasText: 'Peratus' });
  await expect(chapter.getByTestId('chapter-opens-on')).toHaveText(opensOnText(opens, 'ms'));
  await chapter.getByRole('button', { name: /Peratus/ }).click();
  await expect(chapter.getByTestId('module-row').first()).toBeVisible();
  await expect(chapter.getByRole('button', { name: /^Main:/ })).toHaveCount(0);
  // An open chapter still plays.
  const first = page.getByTestId('chapter').first();
  await expect(first).toContainText('Pecahan');
  await expect(first.getByTestId('chapter-opens-on')).toHaveCount(0);
  await expect(first.getByRole('button', { name: /^Main:/ }).first()).toBeVisible();
});

test('an admin keeps the year’s school calendar in the back office', async ({ page }) => {
  const app = new BackofficeApp(page);
  await app.login('admin@demo.my');
  await app.open('School Calendar');
  await expect(page.getByRole('heading', { name: /School calendar/ })).toBeVisible();
  // The states of group A, then both groups' terms as kept.
  const states = page.getByRole('textbox', { name: /States whose weekend is Friday and Saturday/ });
  await expect(states).toBeVisible();
  await expect(page.locator('.mantine-Pill-label').filter({ hasText: 'Kelantan' })).toBeVisible();
  await expect(page.getByLabel('Term 1 start').first()).not.toHaveValue('');
  // A term that ends before it starts is refused with the reason; a good one is saved.
  const end = page.getByLabel('Term 1 end').first();
  const kept = await end.inputValue();
  await end.fill(`${year}-01-01`);
  await page.getByLabel('Term 1 start').first().fill(`${year}-01-05`);
  await page.getByRole('button', { name: `Save ${year}` }).click();
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await page.getByLabel('Term 1 start').first().fill(`${year}-01-01`);
  await end.fill(kept);
  await page.getByRole('button', { name: `Save ${year}` }).click();
  await expect(page.getByText('Kalendar disimpan. / Calendar saved.')).toBeVisible();
});
