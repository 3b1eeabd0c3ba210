import { expect, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** Tutor video-course editor: the five sections, folder import and the save buttons. */
export class CourseEditorPage {
  readonly app: BackofficeApp;
  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async openCreate(): Promise<void> {
    await this.app.open('Video Courses');
    await this.page.getByRole('link', { name: 'Add New Course' }).click();
    await expect(this.page.getByRole('heading', { name: 'Maklumat Kursus' })).toBeVisible();
  }

  async fillInfo(title: string, tag: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await this.app.choose('Category', /Technical|Teknikal/i);
    await this.app.choose('Sub Category');
    await this.app.addTag(tag);
  }

  /** Imports a folder (chapter per sub-folder, module per video) and waits for the queue to finish. */
  async importFolder(dir: string, files: number): Promise<void> {
    await this.page.getByLabel('Folder to import').setInputFiles(dir);
    const queue = this.page.getByTestId('upload-queue');
    await expect(queue).toContainText(`Upload queue: ${files} of ${files} files`, { timeout: 60_000 });
    await expect(this.page.getByTestId('queue-overall')).toHaveText('100%');
  }

  chapters() {
    return this.page.getByTestId('chapter');
  }

  async saveDraft(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(this.page.locator('.mantine-Alert-root').filter({ hasText: /saved/i })).toBeVisible();
  }

  async saveAndExit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save & Exit' }).click();
    await this.app.confirm('Are you sure you want to proceed?');
  }

  async submitForReview(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit for Review' }).click();
    await this.app.confirm('Are you sure you want to proceed?');
  }
}
