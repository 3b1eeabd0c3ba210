import type { Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** Tutor quiz authoring: title, questions of both types, Add New Question, Remove, Submit. */
export class QuizFormPage {
  readonly app: BackofficeApp;
  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  submitButton() {
    return this.page.getByRole('button', { name: /^(Submit|Update)$/ });
  }

  async multipleChoice(n: number, text: string, choices: [string, string, string, string], answer: number) {
    await this.page.getByLabel(`Question ${n} text`).fill(text);
    await this.app.choose(`Question ${n} type`, 'Multiple Choice');
    const card = this.page.getByTestId('question').nth(n - 1);
    for (const [i, c] of choices.entries())
      await card.getByRole('textbox', { name: `Choice ${i + 1}`, exact: true }).fill(c);
    await card.getByRole('radio', { name: `Choice ${answer} is correct` }).check();
  }

  async trueFalse(n: number, text: string, value: 'True' | 'False') {
    await this.page.getByLabel(`Question ${n} text`).fill(text);
    await this.app.choose(`Question ${n} type`, 'True / False');
    await this.page
      .getByTestId('question')
      .nth(n - 1)
      .getByRole('radio', { name: value })
      .check();
  }
}
