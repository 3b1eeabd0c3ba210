import { expect, type Locator, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The admin Organization / Company Statistics screen (one screen, two variants). */
export class GroupStatisticsPage {
  readonly app: BackofficeApp;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async open(link: 'Organization Statistics' | 'Company Statistics'): Promise<void> {
    await this.app.open(link);
    await expect(this.page.getByRole('heading', { name: link })).toBeVisible();
  }

  /** Picks an organization (or company) by name, or the first one; answers its name. */
  chooseGroup(label: 'Organization' | 'Company', name?: string): Promise<string> {
    return this.app.choose(label, name);
  }

  listed(): Locator {
    return this.page.getByRole('table', { name: 'Listed users' });
  }

  row(name: string): Locator {
    return this.listed().getByRole('row').filter({ hasText: name });
  }

  chartScope(): Locator {
    return this.page.getByTestId('chart-scope');
  }

  chartTotal(): Locator {
    return this.page.getByTestId('chart-total');
  }

  /** Opens Add User, ticks the first `count` unlisted members and adds them; answers their names. */
  async addFirstUnlisted(count: number): Promise<string[]> {
    await this.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add User' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    const rows = dialog.getByRole('table', { name: 'Unlisted users' }).getByRole('row');
    await expect(rows.nth(count)).toBeVisible();
    const names: string[] = [];
    for (let i = 1; i <= count; i++) {
      const row = rows.nth(i);
      names.push(((await row.getByRole('cell').nth(1).textContent()) ?? '').trim());
      await row.getByRole('checkbox').check();
    }
    await expect(add).toBeEnabled();
    await add.click();
    await expect(dialog).toBeHidden();
    return names;
  }

  /** Searches the Add User modal for a name nobody has and sees 'No record', then closes it. */
  async searchUnlistedNobody(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'Search name' }).fill('zzzz-nobody-zzzz');
    await expect(dialog.getByTestId('empty-state')).toHaveText('No record');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search Name/Email' }).fill(text);
  }

  async displayChart(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Display Chart: ${name}` }).click();
  }

  async removeUser(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove User: ${name}` }).click();
    await this.app.confirm(`Are you sure want to remove ${name} from the list?`);
  }

  /** Clicks PDF and answers the downloaded file's name and bytes. */
  async downloadPdf(): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }

  async reset(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reset' }).click();
  }
}
