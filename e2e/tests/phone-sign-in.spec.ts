import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, SCREEN, SUCCESS } from '@shop/shared';
import { e2eDataDir } from '../env.ts';
import { DESKTOP, PHONE, expect as baseExpect, latestMailTo, saveScreen, test } from '../fixtures.ts';

// Signing up hashes a password with argon2id: on a busy machine that alone can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A number no other run uses. */
const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The newest code the simulated SMS or WhatsApp adapter wrote to the outbox for `phone`, after `since`. */
async function codeSentTo(phone: string, prefix: 'sms-' | 'whatsapp-', since: number): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  for (let i = 0; i < 75; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.startsWith(prefix)) : [];
    const written = files
      .map((file) => ({ file: path.join(outbox, file), mtime: fs.statSync(path.join(outbox, file)).mtimeMs }))
      .filter((w) => w.mtime >= since)
      .sort((a, b) => b.mtime - a.mtime);
    for (const { file } of written) {
      const body = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        to: string;
        code?: string;
        template?: { components: { parameters: { text: string }[] }[] };
      };
      if (body.to !== `91${phone}`) continue;
      const code = body.code ?? body.template?.components[0]?.parameters[0]?.text;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No ${prefix} code to ${phone} in ${outbox}`);
}

/** A verified account with the phone given, signed in in the page's browser. */
async function shopperWithPhone(page: Page, phone: string) {
  const email = `phone.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.storyfit.in`;
  const started = Date.now() - 1000;
  const registered = await page.request.post(`${API_BASE_PATH}${API.user.register}`, {
    data: { name: 'Kavya Nair', email, password: 'Shopper-password-1', phone, gender: 'female' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const otp = /code: (\d{6})/.exec(await latestMailTo(email, started))?.[1];
  const verified = await page.request.post(`${API_BASE_PATH}${API.user.verify}`, { data: { email, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email };
}

test('a shopper verifies the phone in My Account, then logs in with a WhatsApp code at 360 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const phone = newPhone();
  await shopperWithPhone(page, phone);

  // My Account: the phone is not verified yet; a code by SMS verifies it.
  await page.goto('/my-account?tab=profile');
  const section = page.getByRole('region', { name: 'Log in with your phone' });
  await expect(section.getByText(SCREEN.phoneNotVerified)).toBeVisible();
  await saveScreen(page, 'phone-verify-360');
  const askedAt = Date.now() - 1000;
  await section.getByRole('button', { name: 'Verify phone' }).click();
  await expect(section.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await section.getByLabel('OTP').fill(await codeSentTo(phone, 'sms-', askedAt));
  await section.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(section.getByText(SCREEN.phoneIsVerified)).toBeVisible();

  // Signed out, the log-in page offers the phone instead of the e-mail.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth');
  await page.getByRole('button', { name: SCREEN.usePhone }).click();
  await page.getByLabel('Phone number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.locator('label').filter({ hasText: 'WhatsApp' }).click();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await saveScreen(page, 'phone-login-360');
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();

  // The code screen: the same note for any number, and the resend waits out its cool-down.
  await expect(page.getByRole('status').filter({ hasText: SUCCESS.phoneOtpSent })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await saveScreen(page, 'phone-code-360');
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is wrong' })).toBeVisible();
  await page.getByLabel('OTP').fill(await codeSentTo(phone, 'whatsapp-', sentAt));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(
    page.getByRole('link', { name: 'My account', exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  // The same screens at a laptop's width, for the record.
  await page.setViewportSize(DESKTOP);
  await page.goto('/my-account?tab=profile');
  await expect(page.getByText(SCREEN.phoneIsVerified)).toBeVisible();
  await saveScreen(page, 'phone-verified-1280');
});
