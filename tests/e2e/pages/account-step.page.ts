import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, fillAddress, fillNewAccount } from './form-helpers';

export interface StudentDetails {
  firstName: string;
  lastName: string;
  phone: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  address1: string;
  postcode: string;
  state: string;
  city: string;
}

/** `/subscription/checkout`: the subscription account step with its school picker. */
export class AccountStepPage {
  readonly form: Locator;
  readonly next: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Subscription account' });
    this.next = page.getByRole('button', { name: 'Next' });
    this.modal = page.getByRole('dialog', { name: 'Pilih Sekolah' });
  }

  async goto() {
    await this.page.goto('/subscription/checkout');
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async fillGuestAccount(email: string, password: string) {
    await fillNewAccount(this.form, email, password);
  }

  async fillPersonalAndParent(d: StudentDetails) {
    await this.field('First Name').fill(d.firstName);
    await this.field('Last Name').fill(d.lastName);
    await chooseOption(this.form, this.page, 'Gender', /Perempuan/);
    await this.field('Phone No').fill(d.phone);
    await this.field('Parent/Guardian Name').fill(d.guardianName);
    await chooseOption(this.form, this.page, 'Relation', 'Mother');
    await this.field('Parent/Guardian Email').fill(d.guardianEmail);
    await this.field('Parent/Guardian Phone No').fill(d.guardianPhone);
    await fillAddress(this.form, this.page, d);
  }

  /** Opens the picker, filters by state and district, then by part of a listed name, and picks that school. */
  async pickSchool(state: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Pilih Sekolah' }).click();
    await expect(this.modal).toBeVisible();
    await chooseOption(this.modal, this.page, 'State', state);
    await this.modal.getByRole('textbox', { name: 'District', exact: true }).click();
    await this.page.getByRole('option').first().click();
    await this.modal.getByRole('button', { name: 'Cari' }).click();
    const firstPick = this.modal.getByRole('button', { name: /^Pilih / }).first();
    await expect(firstPick).toBeVisible();
    const school = ((await firstPick.getAttribute('aria-label')) ?? '').replace(/^Pilih /, '');
    await this.modal.getByLabel('School name').fill(school.slice(0, 12));
    await this.modal.getByRole('button', { name: 'Cari' }).click();
    await this.modal
      .getByRole('button', { name: `Pilih ${school}`, exact: true })
      .first()
      .click();
    await expect(this.modal).toBeHidden();
    return school;
  }
}
