import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsWidth, loginThroughPage } from './support';

for (const width of [412, 1280]) {
  test(`at ${width}px the demo parent sees each child's progress on /family and links another pupil`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginThroughPage(page, 'parent@demo.my');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 1, name: 'Keluarga / Family' })).toBeVisible();
    const aiman = page.getByRole('region', { name: 'Muhammad Aiman bin Rosli' });
    const aisyah = page.getByRole('region', { name: 'Nur Aisyah binti Rosli' });
    await expect(aiman).toBeVisible();
    await expect(aisyah).toBeVisible();
    await expect(aiman.getByRole('table', { name: /This week/ })).toBeVisible();
    await expect(aiman.getByText(/Next payment:/).first()).toBeVisible();
    // A course not started has an empty (zero-width) bar: it is there, with its share said.
    await expect(aiman.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /^\d+%$/);
    await expectFitsWidth(page);
    await expectAccessible(page);

    // A pupil who is not the caller's: the same answer as an unknown address.
    const link = page.getByRole('form', { name: /Link a child/ });
    await link.getByLabel(/Pupil's email/).fill('tutor@demo.my');
    await link.getByRole('button', { name: /Send link/ }).click();
    await expect(link.getByText('Only a student account can be linked as a child.')).toBeVisible();

    await page
      .getByRole('button', { name: /Add a child/ })
      .first()
      .click();
    const add = page.getByRole('form', { name: /Add a child/ });
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: /Add child/ }).click();
    await expect(add.getByText('First Name is required')).toBeVisible();
    await expectAccessible(page);
  });
}
