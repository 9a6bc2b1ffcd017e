/**
 * The account menu. Download My Data saves the ZIP of everything held about the applicant.
 * The applicant withdraws from the account menu (spec 01 section 4, CUSTOMER_WITHDRAWN), after a
 * confirmation they can back out of; the withdrawn page follows and the menu no longer offers it.
 * The progress area tells the date the application stays open until (the lifecycle's validity).
 */
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test } from '@playwright/test';
import { auditPage } from './support/axe-audit';
import { createApplication, newAccount, signInPage } from './support/api-applicant';

test('withdraw from the account menu, after confirming; the withdrawn page follows', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'wd' });
  const application = await createApplication(request, account);
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/[a-z_]+$/);
  const until = new Date(new Date(application.createdAt).getTime() + 30 * 86_400_000);
  const expected = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(until);
  await expect(page.getByText(`Your application stays open until ${expected}.`)).toBeVisible();

  const menu = page.getByRole('button', { name: /Account menu for/ });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Withdraw Application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await auditPage(page, test.info(), 'withdraw dialog');
  await page.screenshot({ path: test.info().outputPath('withdraw-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Keep My Application' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/tl\/application\//);

  await page.setViewportSize({ width: 360, height: 780 });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Withdraw Application' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: test.info().outputPath('withdraw-dialog-360.png') });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw Application' }).click();
  await expect(page).toHaveURL(/\/tl\/withdrawn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application has been withdrawn');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Withdraw Application' })).toHaveCount(0);

  const stored = await (await request.get(`/api/apps/${application.id}`, { headers: { authorization: `Bearer ${account.grant.accessToken}` } })).json();
  expect(stored.status).toBe('CUSTOMER_WITHDRAWN');
});

test('Download My Data saves a ZIP of the account and its applications', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'dl' });
  const application = await createApplication(request, account);
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download My Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await file.path())));
  const data = JSON.parse(strFromU8(files['my-data.json']));
  expect(data.account.email).toBe(account.email);
  expect(data.applications.map((a: { id: string }) => a.id)).toEqual([application.id]);
});
