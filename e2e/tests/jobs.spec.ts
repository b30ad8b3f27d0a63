import { JOB_TEXTS } from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  e2eAdmin,
  expect,
  openScreen,
  placeCodOrderThroughApi,
  saveScreen,
  signInThroughApi,
  test,
} from '../fixtures.ts';

/** The owner's view of the background jobs: reached from the admin links and the dashboard. */

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('an admin opens Jobs from the header and the dashboard, and sees each state with its count', async ({ page }) => {
  await signInThroughApi(page, e2eAdmin.email, e2eAdmin.password);
  // An order owes mails: jobs to list (gone within seconds here, where mail is written to files).
  await placeCodOrderThroughApi(page, { size: 'M', moreThan: 2, address: DELIVERY_ADDRESSES.ludhiana });

  await page.setViewportSize(DESKTOP);
  await openScreen(page, '/admin/dashboard');
  const card = page.getByRole('link', { name: new RegExp(`^${JOB_TEXTS.cardTitle}:`) });
  await expect(card).toBeVisible();
  await saveScreen(page, 'jobs-dashboard-1280');
  await page.getByRole('banner').getByRole('link', { name: 'JOBS' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Job states' });
  await expect(tabs.getByRole('tab')).toHaveText([/^Waiting\d+$/, /^Retrying\d+$/, /^Dead\d+$/]);
  await expect(tabs.getByRole('tab', { name: /Waiting/ })).toHaveAttribute('aria-selected', 'true');
  // How far behind the jobs run: nothing, or the job that has waited longest past its time.
  await expect(page.getByText(JOB_TEXTS.upToDate).or(page.getByText(/^Running behind: /))).toBeVisible();
  await saveScreen(page, 'jobs-1280');

  await tabs.getByRole('tab', { name: /Retrying/ }).click();
  await expect(page).toHaveURL(/state=retrying/);
  await expect(page.getByRole('heading', { name: 'Retrying jobs' })).toBeVisible();
  await expect(page.getByText(JOB_TEXTS.empty.retrying).or(page.getByRole('table'))).toBeVisible();
  await saveScreen(page, 'jobs-retrying-1280');
  await tabs.getByRole('tab', { name: /Dead/ }).click();
  await expect(page.getByText(JOB_TEXTS.empty.dead).or(page.getByRole('table'))).toBeVisible();
  await saveScreen(page, 'jobs-dead-1280');

  // From the dashboard's card, and on a phone from the menu.
  await openScreen(page, '/admin/dashboard');
  await card.click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=(dead|retrying|waiting)$/);
  await page.setViewportSize(PHONE);
  await openScreen(page, '/about');
  await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'JOBS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.getByRole('tab', { name: /Retrying/ }).click();
  await expect(page.getByText(JOB_TEXTS.empty.retrying).or(page.getByRole('table'))).toBeVisible();
  await saveScreen(page, 'jobs-retrying-390');
  await page.getByRole('tab', { name: /Dead/ }).click();
  await expect(page.getByText(JOB_TEXTS.empty.dead).or(page.getByRole('table'))).toBeVisible();
  await saveScreen(page, 'jobs-dead-390');
});
