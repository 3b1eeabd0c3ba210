import type { Locator, Page } from '@playwright/test';

/** Picks an option of a Mantine Select by its label and the option's text. */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string | RegExp,
) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}
