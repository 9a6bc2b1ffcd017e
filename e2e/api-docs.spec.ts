import { expect, test } from '@playwright/test';

test("Swagger UI at /api/docs works under the portal's strict Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  // The operations render, and 'Try it out' calls the API from the page.
  const settings = page.locator('.opblock-get', { hasText: '/settings.json' }).first();
  await settings.locator('.opblock-summary').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  expect(violations).toEqual([]);
});
