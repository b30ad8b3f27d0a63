import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { LANGUAGE_REDIRECT_SCRIPT, SERVER_MESSAGES, SPLASH_FLAG_SCRIPT } from '@shop/shared';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors/app-error.ts';

/**
 * The two inline scripts the pages run (the splash's, and the one moving a shopper who chose Hindi
 * to the page's /hi address), allowed by their hashes and nothing else inline.
 */
const scriptHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
const SPLASH_SCRIPT_HASH = scriptHash(SPLASH_FLAG_SCRIPT);
const LANGUAGE_SCRIPT_HASH = scriptHash(LANGUAGE_REDIRECT_SCRIPT);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, and a refusal of state-changing requests sent by a foreign origin:
 * with cookie sessions, that is what stops another site from acting as a signed-in shopper.
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config; allowedOrigins?: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SPLASH_SCRIPT_HASH, LANGUAGE_SCRIPT_HASH, 'https://checkout.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.config.isProduction,
  });

  const allowed = new Set([new URL(options.config.publicUrl).origin, ...(options.allowedOrigins ?? [])]);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    // Payment providers call the webhook server to server, without an Origin of ours.
    if (!sameHost && !allowed.has(origin)) throw new AppError('FORBIDDEN', SERVER_MESSAGES.foreignOrigin);
  });
}

export default fp(securityPlugin, { name: 'security' });

/**
 * Whether the browser says this request was started by another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` or `Referer` that is not the shop's (`publicUrl`) nor the host it
 * was sent to. For the few GET calls that change something (the log-out link), which a foreign
 * page could otherwise trigger with an image.
 */
export function fromAnotherSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const host = request.headers.host;
  const ours = new Set([new URL(publicUrl).origin, ...(host ? [`http://${host}`, `https://${host}`] : [])]);
  const foreign = (value: string | undefined) => {
    if (value === undefined) return false;
    return !URL.canParse(value) || !ours.has(new URL(value).origin);
  };
  return foreign(request.headers.origin) || foreign(request.headers.referer);
}

/**
 * Whether the browser says this request came from the shop's own pages: `Sec-Fetch-Site:
 * same-origin` (or `none`, typed into the address bar by the shopper), or without Fetch-Metadata a
 * `Referer` on the shop; and nothing that says another site. A request that says nothing either
 * way is not taken as the shop's: the log-out link needs this, so no page can end a session with
 * an image whose request carries no headers.
 */
export function fromOwnSite(request: FastifyRequest, publicUrl: string): boolean {
  if (fromAnotherSite(request, publicUrl)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return request.headers.referer !== undefined;
}
