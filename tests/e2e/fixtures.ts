import { test as base, expect } from '@playwright/test';

// Every e2e spec imports `test` from here: a browser console error or an uncaught
// page error fails the test, so a page that "works" while logging errors does not pass.

export const test = base.extend<{ failOnBrowserErrors: void }>({
  failOnBrowserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use();
      expect(errors, 'browser errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
