import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SERVER_MESSAGES } from '@shop/shared';
import { startMsg91Server } from '../../../test/msg91-server.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { post, signUpAndVerify } from '../../../test/fixtures/account.ts';
import { newPhone } from '../../../test/fixtures/phone.ts';
import { testConfig } from '../../config.ts';
import { msg91 } from './msg91.ts';
import { SmsError } from './port.ts';
import { createSms } from './sms.ts';
import { simulatedSms } from './simulated.ts';

const TEMPLATE_ID = '65f1c2a3d6fc0512345abcde';

describe('MSG91 Flow API adapter', () => {
  let server: Awaited<ReturnType<typeof startMsg91Server>>;
  beforeAll(async () => {
    server = await startMsg91Server();
  });
  afterAll(() => server.close());
  const adapter = () =>
    msg91({ authKey: 'auth-key-123', templateId: TEMPLATE_ID, codeVariable: 'otp', apiUrl: server.url });

  it('posts the DLT template and the code to /api/v5/flow with the authkey header, and answers the request id', async () => {
    const sent = await adapter().sendOtp({ to: '919876543210', code: '482913' }, 'k1');
    expect(sent.id).toMatch(/^3763646c30/);
    const request = server.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('auth-key-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toEqual({
      template_id: TEMPLATE_ID,
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '482913' }],
    });
  });

  it('a refusal that will repeat (a wrong key) is not worth another try; a busy service is', async () => {
    server.refuse({ status: 401, message: 'Invalid authkey' });
    const refused = await adapter()
      .sendOtp({ to: '919876543210', code: '111111' }, 'k2')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsError);
    expect((refused as SmsError).retryable).toBe(false);
    expect((refused as SmsError).message).toContain('Invalid authkey');
    server.refuse({ status: 503, message: 'busy' });
    const busy = await adapter()
      .sendOtp({ to: '919876543210', code: '111111' }, 'k3')
      .catch((e: unknown) => e);
    expect((busy as SmsError).retryable).toBe(true);
    // MSG91 also answers some refusals with 200 and `type: "error"`: still a refusal.
    server.refuse({ status: 200, message: 'Template not approved' });
    const quiet = await adapter()
      .sendOtp({ to: '919876543210', code: '111111' }, 'k4')
      .catch((e: unknown) => e);
    expect(quiet).toBeInstanceOf(SmsError);
    server.refuse(null);
  });

  it('an unreachable service is worth another try', async () => {
    const gone = msg91({ authKey: 'k', templateId: 't', codeVariable: 'otp', apiUrl: 'http://127.0.0.1:9/api/v5' });
    const error = await gone.sendOtp({ to: '919876543210', code: '111111' }, 'k5').catch((e: unknown) => e);
    expect((error as SmsError).retryable).toBe(true);
  });
});

describe('choosing the SMS adapter', () => {
  it('is simulated unless MSG91 is configured, and SMS_PROVIDER=simulated keeps it simulated', () => {
    expect(createSms(testConfig()).kind).toBe('simulated');
    const keys = { MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
    expect(createSms(testConfig(keys)).kind).toBe('msg91');
    expect(createSms(testConfig({ ...keys, SMS_PROVIDER: 'simulated' })).kind).toBe('simulated');
  });

  it('refuses half a configuration, and MSG91 asked for without its key', () => {
    expect(() => testConfig({ MSG91_AUTH_KEY: 'k' })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(() => testConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/SMS_PROVIDER/);
  });

  it('the simulated adapter writes the number, the code and the text to the outbox', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-outbox-'));
    await simulatedSms(dir).sendOtp({ to: '919876543210', code: '123456' }, 'otp-1');
    const written = JSON.parse(await fs.readFile(path.join(dir, 'sms-otp-1.json'), 'utf8'));
    expect(written).toMatchObject({ to: '919876543210', code: '123456' });
    expect(written.text).toContain('123456');
    await fs.rm(dir, { recursive: true, force: true });
  });
});

describe('phone sign-in through MSG91', () => {
  let server: Awaited<ReturnType<typeof startMsg91Server>>;
  let app: TestApp;
  beforeAll(async () => {
    server = await startMsg91Server();
    app = await createTestApp({
      RATE_LIMIT: 'off',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'shop-auth-key',
      MSG91_TEMPLATE_ID: TEMPLATE_ID,
      MSG91_API_URL: server.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('verifies the phone and signs in with the codes MSG91 was asked to send', async () => {
    const phone = newPhone();
    const shopper = await signUpAndVerify(app, { phone });
    await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    const request = server.received.at(-1)!;
    expect(request.path).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('shop-auth-key');
    expect(request.body).toMatchObject({ template_id: TEMPLATE_ID, recipients: [{ mobiles: `91${phone}` }] });
    const verified = await post(
      app,
      API.user.phoneVerify,
      { otp: server.codeTo(`91${phone}`) },
      { cookie: shopper.cookie },
    );
    expect(verified.json().data.user.phoneVerified).toBe(true);

    await post(app, API.user.phoneOtp, { phone, channel: 'sms' });
    const signedIn = await post(app, API.user.phoneLogin, { phone, otp: server.codeTo(`91${phone}`) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user._id).toBe(shopper.user._id);
  });

  it('when MSG91 refuses: sign-in answers as always (nothing told), verification says to try again', async () => {
    const phone = newPhone();
    const shopper = await signUpAndVerify(app, { phone });
    server.refuse({ status: 500, message: 'down' });
    const asked = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    expect(asked.statusCode).toBe(503);
    expect(asked.json().message).toBe(SERVER_MESSAGES.phoneSendFailed);
    server.refuse(null);
    // The failed code was removed: the shopper may ask again at once.
    const again = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    expect(again.statusCode).toBe(200);
  });
});
