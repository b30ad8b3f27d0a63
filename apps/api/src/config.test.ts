import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.rateLimit).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.seedPhotoScale).toBe(1);
    expect(config.uploads.maxFileBytes).toBe(8 * 1024 * 1024);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RATE_LIMIT: 'maybe' })).toThrow(/RATE_LIMIT/);
    expect(() => loadConfig({ SEED_PHOTO_SCALE: '0' })).toThrow(/SEED_PHOTO_SCALE/);
    expect(() => loadConfig({ SEED_PHOTO_SCALE: '2' })).toThrow(/SEED_PHOTO_SCALE/);
  });

  it('requires a JWT secret in production and Razorpay keys in pairs', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('refuses the simulated gateway in production unless PAYMENTS=simulated asks for it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/PAYMENTS: production needs RAZORPAY_KEY_ID/);
    expect(loadConfig({ ...production, PAYMENTS: 'simulated' }).razorpay).toBeUndefined();
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(loadConfig({ ...production, ...keys }).razorpay).toMatchObject({ keyId: 'rzp_live_x' });
    expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(/PAYMENTS/);
  });

  it('takes Shiprocket when its API user is set (both or neither), the simulated courier otherwise', () => {
    expect(loadConfig({}).shiprocket).toBeUndefined();
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@storyfit.in' })).toThrow(/SHIPROCKET_PASSWORD/);
    const shiprocket = loadConfig({ SHIPROCKET_EMAIL: 'api@storyfit.in', SHIPROCKET_PASSWORD: 'p' }).shiprocket;
    expect(shiprocket).toEqual({
      email: 'api@storyfit.in',
      password: 'p',
      webhookToken: undefined,
      pickupLocation: 'Primary',
      baseUrl: 'https://apiv2.shiprocket.in/v1/external',
    });
    expect(() => loadConfig({ SIMULATED_COURIER_CLOCK_SECONDS: '1' })).toThrow(/SIMULATED_COURIER_CLOCK_SECONDS/);
  });

  it('logs memory only when asked, at most once a second', () => {
    expect(loadConfig({}).memoryLogSeconds).toBeUndefined();
    expect(loadConfig({ MEMORY_LOG_SECONDS: '' }).memoryLogSeconds).toBeUndefined();
    expect(loadConfig({ MEMORY_LOG_SECONDS: '30' }).memoryLogSeconds).toBe(30);
    expect(() => loadConfig({ MEMORY_LOG_SECONDS: '0.5' })).toThrow(/MEMORY_LOG_SECONDS/);
    expect(() => loadConfig({ MEMORY_LOG_SECONDS: 'often' })).toThrow(/MEMORY_LOG_SECONDS/);
  });

  it('starts the server again with lean memory settings unless told not to', () => {
    expect(loadConfig({}).leanRestart).toBe(true);
    expect(loadConfig({ LEAN_RESTART: 'off' }).leanRestart).toBe(false);
    expect(() => loadConfig({ LEAN_RESTART: 'sometimes' })).toThrow(/LEAN_RESTART/);
  });

  it('prepares repeated statements unless told not to (a pooler in transaction mode cannot keep them)', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
  });

  it('reads switches written as on/off', () => {
    expect(loadConfig({ RATE_LIMIT: 'off', SEED_DEMO: 'false' })).toMatchObject({ rateLimit: false, seedDemo: false });
  });
});

describe('the seller on tax invoices', () => {
  it('defaults to the Ludhiana store in Punjab (state code 03) with a sample GSTIN', () => {
    const { seller, codLimitPaise } = loadConfig({});
    expect(seller).toMatchObject({ gstin: '03ABCDE1234F1ZA', state: { code: '03', name: 'Punjab' } });
    expect(codLimitPaise).toBe(1_000_000);
  });

  it('refuses a GSTIN with a wrong check character or of another state', () => {
    expect(() => loadConfig({ SELLER_GSTIN: '03ABCDE1234F1ZB' })).toThrow(/SELLER_GSTIN/);
    expect(() => loadConfig({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/SELLER_GSTIN/);
    expect(loadConfig({ SELLER_GSTIN: '27AAPFU0939F1ZV', SELLER_STATE: 'Maharashtra' }).seller.state.code).toBe('27');
    expect(() => loadConfig({ SELLER_STATE: 'Atlantis' })).toThrow(/SELLER_STATE/);
  });
});
