import type { Page } from '@playwright/test';
import { API_BASE_PATH, SCREEN, SERVER_MESSAGES, SUCCESS, VALIDATION } from '@shop/shared';
import { expect as baseExpect, latestMailTo, saveScreen, test } from '../fixtures.ts';

// Signing in hashes a password with argon2id: on a busy machine that alone can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// Whole journeys, each hashing several passwords with argon2id on the server.
test.describe.configure({ timeout: 180_000 });

let counter = 0;
function newPerson() {
  counter += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 8)}@e2e.storyfit.in`,
    phone: '9876543210',
    password: 'Sunrise-Over-Ganga-42',
  };
}

const codeIn = (mail: string) => /code: (\d{6})/.exec(mail)?.[1] ?? '';
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const accountLink = (page: Page, name: 'My account' | 'Login or sign up') =>
  page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();

async function signUp(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function verify(page: Page, email: string) {
  await page.getByLabel('OTP').fill(codeIn(await latestMailTo(email)));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A verified account made through the real calls, without the screens. */
async function verifiedAccount(page: Page) {
  const person = newPerson();
  const registered = await page.request.post(`${API_BASE_PATH}/user/register`, {
    data: { ...person, gender: 'other' },
  });
  expect(registered.status()).toBe(201);
  const otp = codeIn(await latestMailTo(person.email));
  const verified = await page.request.post(`${API_BASE_PATH}/user/verify_user`, { data: { email: person.email, otp } });
  expect(verified.status()).toBe(200);
  await page.context().clearCookies();
  return person;
}

test('sign up, verify with the mailed code, land on / signed in, and log out', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await expect(toast(page, SUCCESS.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await saveScreen(page, 'account-verify');

  // The server refuses a resend inside 60 seconds, so the screen counts down from sign-up.
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

  await verify(page, person.email);
  await expect(toast(page, SUCCESS.verified)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await accountLink(page, 'My account').click();
  await expect(page).toHaveURL(/\/my-account$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, SUCCESS.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/');
  await expect(accountLink(page, 'Login or sign up')).toBeVisible();
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('Profile Details: a confirmed save, saved addresses and the password form', async ({ page }) => {
  const person = await verifiedAccount(page);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account?tab=profile');
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText(SCREEN.noAddresses)).toBeVisible();

  // Profile: a confirmed save.
  await page.getByLabel('Name').fill('Asha V. Menon');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SUCCESS.profileUpdated)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Asha V. Menon');

  // Addresses: the server's messages show under the fields; then add, edit and delete.
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a new address' });
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(form.getByText('House number is required')).toBeVisible();
  await form.getByLabel('Label (optional)').fill('Home');
  await form.getByLabel('House / flat number').fill('118');
  await form.getByLabel('Street').fill('Ferozepur Road');
  await form.getByLabel('Colony / area').fill('Ghumar Mandi');
  await form.getByLabel('City').fill('Ludhiana');
  await form.getByLabel('State').selectOption('Punjab');
  await form.getByLabel('PIN code').fill('141001');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(toast(page, SUCCESS.addressAdded)).toBeVisible();
  await expect(page.getByText('Ghumar Mandi', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Home' }).click();
  await page.getByRole('dialog', { name: 'Edit address' }).getByLabel('City').fill('Amritsar');
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, SUCCESS.addressUpdated)).toBeVisible();
  await expect(page.getByText('Amritsar, Punjab 141001')).toBeVisible();
  await saveScreen(page, 'account-profile-details');

  await page.getByRole('button', { name: 'Delete Home' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText('Are you sure you want to delete this address?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, SUCCESS.addressDeleted)).toBeVisible();
  await expect(page.getByText(SCREEN.noAddresses)).toBeVisible();

  // The password form toggles open and closed.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Current password')).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('Monsoon-Chai-2025');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(SERVER_MESSAGES.currentPasswordWrong).first()).toBeVisible();
  await page.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, SUCCESS.passwordChanged)).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, person.email, 'Monsoon-Chai-2025');
  await expect(toast(page, SUCCESS.loggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the auth screens validate with the shared messages', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: 'Back to Shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(VALIDATION.emailRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordRequired)).toBeVisible();
  await saveScreen(page, 'account-login-errors');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Phone').fill('98765');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(VALIDATION.nameRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await expect(page.getByText(VALIDATION.phoneInvalid)).toBeVisible();
  await expect(page.getByText(VALIDATION.genderRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordRequired)).toBeVisible();
  await saveScreen(page, 'account-signup-errors');

  await page.goto('/verify');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(VALIDATION.emailRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.otpRequired)).toBeVisible();
  await page.getByLabel('OTP').fill('123');
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText(VALIDATION.resendEmailInvalid)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong code is refused inline, and an unverified login goes on to /verify', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await expect(page).toHaveURL(/\/verify$/);
  const code = codeIn(await latestMailTo(person.email));
  await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  // Inline, under the field, besides the toast.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_MESSAGES.otpInvalid);
  await expect(page.getByLabel('OTP')).toHaveAttribute('aria-invalid', 'true');

  await logIn(page, person.email, person.password);
  await expect(toast(page, SERVER_MESSAGES.notVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page, 'My account')).toBeVisible();
});

test('forgot password, through to signing in with the new password', async ({ page }) => {
  const person = await verifiedAccount(page);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(VALIDATION.resetEmailRequired)).toBeVisible();
  const sentAfter = Date.now();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toast(page, SUCCESS.otpSent)).toBeVisible();

  // Step 2 validates, and its Resend OTP returns to step 1.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(VALIDATION.resetOtpRequired)).toBeVisible();
  await page.getByLabel('New password').fill('Fresh-Start-777');
  await page.getByLabel('Confirm password').fill('Fresh-Start-778');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(VALIDATION.passwordsDoNotMatch)).toBeVisible();
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  const mail = await latestMailTo(person.email, sentAfter);
  expect(mail).toContain('Reset your StoryFit password');
  await page.getByLabel('OTP').fill(codeIn(mail));
  await page.getByLabel('New password').fill('Fresh-Start-777');
  await page.getByLabel('Confirm password').fill('Fresh-Start-777');
  await saveScreen(page, 'account-reset-step-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, SUCCESS.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await logIn(page, person.email, person.password);
  await expect(toast(page, SERVER_MESSAGES.invalidCredentials)).toBeVisible();
  await logIn(page, person.email, 'Fresh-Start-777');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page, 'My account')).toBeVisible();
});

test('an expired access token is refreshed silently while using the app', async ({ page, context }) => {
  const person = await verifiedAccount(page);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);

  // The 15-minute access cookie is gone (as when it expires); the refresh cookie remains.
  await context.clearCookies({ name: 'access_token' });
  await accountLink(page, 'My account').click();
  await page.getByRole('button', { name: 'Profile Details' }).click();
  await expect(page.getByText(SCREEN.noAddresses)).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(true);

  // A forged or stale access cookie is no better, and still nobody notices.
  await context.addCookies([{ name: 'access_token', value: 'stale.token.value', url: page.url() }]);
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a new address' });
  await form.getByLabel('House / flat number').fill('7');
  await form.getByLabel('Street').fill('Park Street');
  await form.getByLabel('Colony / area').fill('Park Circus');
  await form.getByLabel('City').fill('Kolkata');
  await form.getByLabel('State').selectOption('West Bengal');
  await form.getByLabel('PIN code').fill('700016');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(toast(page, SUCCESS.addressAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account/);

  // The old profile page loads with a Bearer token.
  const legacy = page.waitForRequest((r) => r.url().endsWith('/api/user/me'));
  await page.goto('/profile');
  expect((await legacy).headers()['authorization']).toMatch(/^Bearer ey/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(person.email).first()).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await saveScreen(page, 'account-legacy-profile');
});

test('the log-in page paints its form from the page the server sends, before its code has run', async ({ browser }) => {
  // Without JavaScript at all: what shows is what the HTML brings.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto('/auth');
  await expect(bare.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(bare.getByLabel('Email')).toBeVisible();
  await expect(bare.getByLabel('Password', { exact: true })).toBeVisible();
  await still.close();

  // What a password manager fills in before the app takes the page over is kept and sent.
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('splashShown', 'true'));
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The held entry script holds the document's loaded event too: the HTML alone is waited for.
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await page.locator('html[data-app]').count()).toBe(0);
  await page.getByLabel('Email').fill('nobody.here@e2e.storyfit.in');
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  release();
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Email')).toHaveValue('nobody.here@e2e.storyfit.in');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, SERVER_MESSAGES.invalidCredentials)).toBeVisible();
  await context.close();
});
