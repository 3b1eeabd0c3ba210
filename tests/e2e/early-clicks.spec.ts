import { expect, type Page, test } from '@playwright/test';

/** Holds the app's script back, as a slow phone line would, until the test lets it go (the returned call). */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a course ticked on a package page before its script has started shows it waits, then is ticked', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/package/demo-package');
  const html = page.locator('html');
  const box = page.getByRole('checkbox').first();
  await expect(box).toBeVisible();
  expect(await html.getAttribute('data-hydrated')).toBeNull();
  // Before the script: the control says it is not ready.
  await expect(box).toHaveCSS('cursor', 'progress');
  await box.click();
  // The tap is taken and shown (held, busy, dimmed), not dropped and not ticked natively behind React's back.
  await expect(box).toHaveAttribute('aria-busy', 'true');
  await expect(box).toHaveAttribute('data-held-click', '');
  await expect(box).not.toBeChecked();
  const opacity = Number(await box.evaluate((el) => getComputedStyle(el).opacity));
  expect(opacity).toBeLessThan(1);

  release();
  await expect(html).toHaveAttribute('data-hydrated', '');
  await expect(box).toBeChecked();
  await expect(box).not.toHaveAttribute('aria-busy', 'true');
  await expect(box).not.toHaveCSS('cursor', 'progress');
  // Hydrated, the page answers clicks as usual.
  await page.getByRole('checkbox').nth(1).click();
  await expect(page.getByRole('checkbox').nth(1)).toBeChecked();
});

test('a listing the server rendered runs its script only once it is used: a pointer, a tap or a key', async ({
  page,
}) => {
  const html = page.locator('html');
  for (const use of ['pointer', 'key', 'tap'] as const) {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().includes('/assets/app-')) scripts.push(r.url());
    });
    await page.goto('/events');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // Read and shown, not run: the app's script is fetched ahead (idle priority) but the page is not hydrated.
    expect(await html.getAttribute('data-hydrated')).toBeNull();
    expect(scripts.some((u) => /\/assets\/app-[^/]*\.js$/.test(u))).toBe(true);
    if (use === 'pointer') await page.mouse.move(20, 20);
    else if (use === 'key') await page.keyboard.press('Tab');
    else await page.dispatchEvent('body', 'touchstart');
    await expect(html).toHaveAttribute('data-hydrated', '');
  }
  // A course page arrives complete, its sections fetched by the server as the viewer: read, not run.
  await page.goto('/course/demo-video-course');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('chapter').first()).toBeVisible();
  expect(await html.getAttribute('data-hydrated')).toBeNull();
  // A page showing a loading state is not complete without its script: it starts once painted, unused. A
  // visitor's My Courses waits to send them to log in, and does.
  await page.goto('/my/courses');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(html).toHaveAttribute('data-hydrated', '');
});

test('an email and password typed into the rendered login page before its script runs sign the user in', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/login');
  const html = page.locator('html');
  await page.getByLabel('Email').fill('student@demo.my');
  await page.getByLabel('Password').fill('mahir2026');
  await page.keyboard.press('Enter');
  // Nothing sent natively meanwhile: the fields never reach the address bar.
  expect(page.url()).not.toContain('mahir2026');
  expect(await html.getAttribute('data-hydrated')).toBeNull();
  release();
  await expect(html).toHaveAttribute('data-hydrated', '');
  // The typed text reached the form's state and the held submit was replayed.
  await expect(page).not.toHaveURL(/\/login/);
  expect(page.url()).not.toContain('mahir2026');
});
