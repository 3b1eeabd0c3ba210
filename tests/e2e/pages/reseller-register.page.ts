import type { Locator, Page } from '@playwright/test';
import { chooseOption, fillAddress, fillNewAccount } from './form-helpers';

/** `/reseller/register`: 'RESELLER REGISTRATION'. */
export class ResellerRegisterPage {
  readonly form: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'RESELLER REGISTRATION' });
    this.submit = page.getByRole('button', { name: 'Submit' });
  }

  async goto() {
    await this.page.goto('/reseller/register');
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async fill(email: string) {
    await fillNewAccount(this.form, email, 'rahsia123');
    await this.field('Full Name (as in IC)').fill('Nurul Aina binti Rahman');
    await this.field('Phone No').fill('0123456789');
    await fillAddress(this.form, this.page, {
      address1: 'No 5, Jalan Mawar',
      postcode: '43000',
      state: 'Selangor',
      city: 'Kajang',
    });
    await chooseOption(this.form, this.page, 'Bank Name', /Maybank/);
    await this.field('Account No').fill('112233445566');
    await this.field('Beneficiary Name').fill('NURUL AINA BINTI RAHMAN');
    await this.field('SWIFT Code').fill('MBBEMYKL');
    await this.form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  }
}
