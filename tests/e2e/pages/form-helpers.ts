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

/** Fills the required fields of the kit's address block (Address 1, Postcode, State, City) within a form. */
export async function fillAddress(
  form: Locator,
  page: Page,
  a: { address1: string; postcode: string; state: string; city: string },
) {
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('Address 1').fill(a.address1);
  await field('Postcode').fill(a.postcode);
  await chooseOption(form, page, 'State', a.state);
  await field('City').fill(a.city);
}

/** Fills the kit's new-account fields: the email and the password, each twice. */
export async function fillNewAccount(form: Locator, email: string, password: string) {
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('Email').fill(email);
  await field('Confirm Email').fill(email);
  await field('Password').fill(password);
  await field('Confirm Password').fill(password);
}
