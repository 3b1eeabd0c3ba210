import { expect, type Page } from '@playwright/test';
import { openRenderedPage } from '../support';

/** Chooses a package's first two courses on its page and goes on to the subscription checkout. */
export async function choosePackage(page: Page, hashslug = 'demo-package'): Promise<void> {
  await openRenderedPage(page, `/package/${hashslug}`);
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
}
