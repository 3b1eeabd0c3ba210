import type { Locator, Page } from '@playwright/test';

/** `/events`: the event listing. */
export class EventsListPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/events');
  }

  async open(name: string) {
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
  }
}

/** `/events/:hashslug`: an event and its purchase area. */
export class EventDetailPage {
  readonly register: Locator;
  readonly meetingLink: Locator;

  constructor(readonly page: Page) {
    this.register = page.getByRole('button', { name: 'Daftar Sekarang' });
    this.meetingLink = page.getByTestId('meeting-link');
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
}
