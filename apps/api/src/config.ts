import path from 'node:path';
import { z } from 'zod';
import { COD_LIMIT_RUPEES_DEFAULT, PIN_CODE_PATTERN, STORE, findIndianState, gstinProblem } from '@shop/shared';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'on', 'off', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === 'on' || v === '1');

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * The seller printed on tax invoices. The default is the Ludhiana store with an obviously sample
 * GSTIN (PAN ABCDE1234F): a real shop sets its own through the environment.
 */
const SAMPLE_SELLER = {
  legalName: 'StoryFit Apparel Private Limited',
  address: [STORE.address.line1, STORE.address.line2, `${STORE.address.city} ${STORE.address.postalCode}`].join(', '),
  gstin: '03ABCDE1234F1ZA',
};

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: flag(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_PREPARED_STATEMENTS: flag(true),
    JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    MAIL_FROM: z.string().default('StoryFit <no-reply@storyfit.in>'),
    SUPPORT_EMAIL: z.email().default('support@storyfit.in'),
    /** Where the owner hears of new orders and cancellation requests; the support address when unset. */
    OWNER_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    /** The hour, India time (0-23), the owner is mailed the summary of the day before. */
    OWNER_SUMMARY_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_COD_TEMPLATE: z.string().default('cod_order_confirmation'),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
    /** Meta's authentication template carrying a sign-in code (its body and copy-code button). */
    WHATSAPP_OTP_TEMPLATE: z.string().default('login_code'),
    /**
     * The approved templates of a shopper's alerts: body {{1}} product, {{2}} colour, {{3}} size,
     * {{4}} price; URL buttons "View" and "Stop alerts", both based on the shop's address.
     */
    WHATSAPP_BACK_IN_STOCK_TEMPLATE: z.string().default('back_in_stock_alert'),
    WHATSAPP_PRICE_DROP_TEMPLATE: z.string().default('price_drop_alert'),
    /**
     * The same alerts approved in Hindi, for shoppers who read the shop in Hindi: by default the
     * English templates' names (WhatsApp keeps a template's translations under its one name),
     * in the language code `WHATSAPP_HINDI_TEMPLATE_LANGUAGE`.
     */
    WHATSAPP_BACK_IN_STOCK_TEMPLATE_HI: optionalString,
    WHATSAPP_PRICE_DROP_TEMPLATE_HI: optionalString,
    /** The COD confirmation approved in Hindi (by default the English one's name, in the Hindi code). */
    WHATSAPP_COD_TEMPLATE_HI: optionalString,
    WHATSAPP_HINDI_TEMPLATE_LANGUAGE: z.string().default('hi'),
    /** `msg91` or `simulated`; unset: MSG91 when its key and template are set, else simulated. */
    SMS_PROVIDER: z.enum(['msg91', 'simulated']).optional(),
    MSG91_AUTH_KEY: optionalString,
    /** MSG91's id of the one-time-code template, mapped there to its DLT template id. */
    MSG91_TEMPLATE_ID: optionalString,
    /** The template's variable holding the code (`##otp##`). */
    MSG91_CODE_VARIABLE: z.string().trim().min(1).default('otp'),
    MSG91_API_URL: z.url().default('https://control.msg91.com/api/v5'),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    PAYMENTS: z.enum(['razorpay', 'simulated']).optional(),
    SHIPROCKET_EMAIL: optionalString,
    SHIPROCKET_PASSWORD: optionalString,
    SHIPROCKET_WEBHOOK_TOKEN: optionalString,
    SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
    SHIPROCKET_BASE_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
    /** Walks simulated parcels one step forward every so many seconds (demos); off when unset. */
    SIMULATED_COURIER_CLOCK_SECONDS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(5).max(86_400).optional(),
    ),
    /** Logs the process's memory every so many seconds (soak tests, watching a suspected leak); off when unset. */
    MEMORY_LOG_SECONDS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().min(1).max(86_400).optional(),
    ),
    /** Starts the server again with settings for a small machine (lean-process.ts); off keeps Node's defaults. */
    LEAN_RESTART: flag(true),
    REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    RATE_LIMIT: flag(true),
    SEED_DEMO: flag(true),
    SEED_PHOTO_SCALE: z.coerce.number().min(0.1).max(1).default(1),
    /**
     * Draws the demo photos before the shop opens instead of after it (tests and measurements that
     * need every photo in place once the server answers ready).
     */
    SEED_PHOTOS_BEFORE_OPEN: flag(false),
    ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).optional()),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(64).max(4_194_304).default(65_536),
    ARGON2_PASSES: z.coerce.number().int().min(1).max(20).default(3),
    UPLOAD_MAX_FILE_MB: z.coerce.number().positive().max(100).default(8),
    UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(50).default(10),
    WEB_DIST_DIR: z.string().optional(),
    SELLER_LEGAL_NAME: z.string().trim().min(1).default(SAMPLE_SELLER.legalName),
    SELLER_ADDRESS: z.string().trim().min(1).default(SAMPLE_SELLER.address),
    SELLER_STATE: z
      .string()
      .default(STORE.address.state)
      .refine((name) => Boolean(findIndianState(name)), { message: 'not a state or union territory of India' }),
    SELLER_GSTIN: z.string().trim().toUpperCase().default(SAMPLE_SELLER.gstin),
    /** The PIN code parcels leave from: delivery dates are counted by zone from it. */
    WAREHOUSE_PIN: z
      .string()
      .regex(PIN_CODE_PATTERN, { message: 'must be a 6-digit Indian PIN code' })
      .default(STORE.address.postalCode),
    COD_LIMIT_RUPEES: z.coerce.number().int().min(0).default(COD_LIMIT_RUPEES_DEFAULT),
    /** Where shoppers send returns, lines separated by `|` (the shop's studio by default). */
    RETURN_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .default(
        [
          STORE.address.line1,
          STORE.address.line2,
          `${STORE.address.city} ${STORE.address.postalCode}`,
          STORE.address.state,
        ].join('|'),
      ),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: flag(false),
    MEDIA_PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    JOBS_WORK: flag(true),
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
    JOBS_RETRY_FIRST_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    JOBS_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    JOBS_ATTEMPT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** How long a failing job goes on being tried before it is dead (a day; tests shorten it). */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
    JOBS_GIVE_UP_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60 * 60)
      .default(24 * 60 * 60),
  })
  .refine((env) => !gstinProblem(env.SELLER_GSTIN, findIndianState(env.SELLER_STATE)?.code), {
    message: "must be a valid GSTIN (15 characters, right check character) of the seller's state (SELLER_STATE)",
    path: ['SELLER_GSTIN'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET (at least 32 characters) is required in production',
    path: ['JWT_SECRET'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => Boolean(env.SHIPROCKET_EMAIL) === Boolean(env.SHIPROCKET_PASSWORD), {
    message: 'SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together',
    path: ['SHIPROCKET_PASSWORD'],
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  // A shop in production taking orders it is never paid for is worse than one that does not start:
  // the simulated gateway runs there only when asked for by name.
  .refine((env) => env.NODE_ENV !== 'production' || env.RAZORPAY_KEY_ID || env.PAYMENTS === 'simulated', {
    message:
      'production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS=simulated to run the simulated gateway on purpose',
    path: ['PAYMENTS'],
  })
  .refine((env) => Boolean(env.WHATSAPP_TOKEN) === Boolean(env.WHATSAPP_PHONE_NUMBER_ID), {
    message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    path: ['WHATSAPP_PHONE_NUMBER_ID'],
  })
  .refine((env) => Boolean(env.MSG91_AUTH_KEY) === Boolean(env.MSG91_TEMPLATE_ID), {
    message: 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set together',
    path: ['MSG91_TEMPLATE_ID'],
  })
  .refine((env) => env.SMS_PROVIDER !== 'msg91' || env.MSG91_AUTH_KEY, {
    message: 'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    path: ['SMS_PROVIDER'],
  })
  .refine((env) => env.PAYMENTS !== 'razorpay' || env.RAZORPAY_KEY_ID, {
    message: 'PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    path: ['PAYMENTS'],
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    jwtSecret: env.JWT_SECRET,
    passwordCost: { memoryKib: env.ARGON2_MEMORY_KIB, passes: env.ARGON2_PASSES },
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    jobs: {
      work: env.JOBS_WORK,
      pollingSeconds: env.JOBS_POLL_SECONDS,
      superviseSeconds: env.JOBS_SUPERVISE_SECONDS,
      retry: {
        delaySeconds: env.JOBS_RETRY_FIRST_SECONDS,
        maxDelaySeconds: env.JOBS_RETRY_MAX_SECONDS,
        attemptSeconds: env.JOBS_ATTEMPT_SECONDS,
        giveUpAfterSeconds: env.JOBS_GIVE_UP_SECONDS,
      },
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      ownerEmail: env.OWNER_EMAIL ?? env.SUPPORT_EMAIL,
      ownerSummaryHour: env.OWNER_SUMMARY_HOUR,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    whatsapp: {
      /** Meta's WhatsApp Cloud API when both are set; else the simulated adapter writes to the outbox. */
      cloud:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? { token: env.WHATSAPP_TOKEN, phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID, apiUrl: env.WHATSAPP_API_URL }
          : undefined,
      /** The COD confirmation's approved template per shop language: its name and WhatsApp's language code. */
      codTemplates: {
        en: { template: env.WHATSAPP_COD_TEMPLATE, language: env.WHATSAPP_TEMPLATE_LANGUAGE },
        hi: {
          template: env.WHATSAPP_COD_TEMPLATE_HI ?? env.WHATSAPP_COD_TEMPLATE,
          language: env.WHATSAPP_HINDI_TEMPLATE_LANGUAGE,
        },
      },
      otpTemplate: env.WHATSAPP_OTP_TEMPLATE,
      /** Each alert's approved template per shop language: its name and WhatsApp's language code. */
      alertTemplates: {
        en: {
          'back-in-stock': { name: env.WHATSAPP_BACK_IN_STOCK_TEMPLATE, language: env.WHATSAPP_TEMPLATE_LANGUAGE },
          'price-drop': { name: env.WHATSAPP_PRICE_DROP_TEMPLATE, language: env.WHATSAPP_TEMPLATE_LANGUAGE },
        },
        hi: {
          'back-in-stock': {
            name: env.WHATSAPP_BACK_IN_STOCK_TEMPLATE_HI ?? env.WHATSAPP_BACK_IN_STOCK_TEMPLATE,
            language: env.WHATSAPP_HINDI_TEMPLATE_LANGUAGE,
          },
          'price-drop': {
            name: env.WHATSAPP_PRICE_DROP_TEMPLATE_HI ?? env.WHATSAPP_PRICE_DROP_TEMPLATE,
            language: env.WHATSAPP_HINDI_TEMPLATE_LANGUAGE,
          },
        },
      },
      language: env.WHATSAPP_TEMPLATE_LANGUAGE,
    },
    sms: {
      /** MSG91's Flow API when its key and template are set (and not turned off); else the outbox. */
      msg91:
        env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID && env.SMS_PROVIDER !== 'simulated'
          ? {
              authKey: env.MSG91_AUTH_KEY,
              templateId: env.MSG91_TEMPLATE_ID,
              codeVariable: env.MSG91_CODE_VARIABLE,
              apiUrl: env.MSG91_API_URL,
            }
          : undefined,
    },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.PAYMENTS !== 'simulated'
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    shiprocket:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
        ? {
            email: env.SHIPROCKET_EMAIL,
            password: env.SHIPROCKET_PASSWORD,
            webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN,
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
            baseUrl: env.SHIPROCKET_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    simulatedCourierClockSeconds: env.SIMULATED_COURIER_CLOCK_SECONDS,
    memoryLogSeconds: env.MEMORY_LOG_SECONDS,
    leanRestart: env.LEAN_RESTART,
    redisUrl: env.REDIS_URL,
    rateLimit: env.RATE_LIMIT,
    seedDemo: env.SEED_DEMO,
    seedPhotoScale: env.SEED_PHOTO_SCALE,
    seedPhotosBeforeOpen: env.SEED_PHOTOS_BEFORE_OPEN,
    admin: env.ADMIN_EMAIL ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.MEDIA_PUBLIC_URL,
        }
      : undefined,
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      maxFileBytes: Math.round(env.UPLOAD_MAX_FILE_MB * 1024 * 1024),
      maxFiles: env.UPLOAD_MAX_FILES,
    },
    seller: {
      legalName: env.SELLER_LEGAL_NAME,
      address: env.SELLER_ADDRESS,
      state: findIndianState(env.SELLER_STATE)!,
      gstin: env.SELLER_GSTIN,
    },
    codLimitPaise: env.COD_LIMIT_RUPEES * 100,
    warehousePin: env.WAREHOUSE_PIN,
    returnAddress: env.RETURN_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The one place that reads the environment; fails with the names of the bad variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/** The cheapest argon2id cost the library accepts: tests hash many passwords and prove no strength. */
export const TEST_PASSWORD_COST_ENV = { ARGON2_MEMORY_KIB: '64', ARGON2_PASSES: '1' } as const;

/** Config for tests: defaults plus overrides, never the machine's environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...TEST_PASSWORD_COST_ENV,
    // Jobs are picked up at once (a job sent wakes its worker) and retried within a second or two.
    // The engine's own upkeep (attempts lost by a dead process, the schedules' clock) keeps its
    // minute: a test runs schedules itself, and the tests of lost attempts start server processes
    // with their own settings. Every two seconds it cost each idle test app a thirtieth of a core.
    JOBS_POLL_SECONDS: '0.5',
    JOBS_RETRY_FIRST_SECONDS: '1',
    JOBS_RETRY_MAX_SECONDS: '2',
    ...overrides,
  });
}
