import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test with one automatic check: no page of the journey met a Content Security
 * Policy refusal (Chromium reports each on the console), so a header that blocks something the
 * product needs fails the journey that needs it.
 */
export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          violations.push(message.text());
      });
      await use();
      expect(violations, 'Content Security Policy refusals').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
