import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@shop/shared';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 */
async function spaPlugin(app: FastifyInstance, options: { distDir: string; uploadsDir: string }) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
  });

  const indexPath = path.join(options.distDir, 'index.html');
  const hasSpa = fs.existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web build not found: run `npm run build` to serve the shop');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasSpa) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexPath));
    }
    return reply.status(404).send({ success: false, message: SERVER_MESSAGES.routeNotFound(request.method, url) });
  });
}

export default fp(spaPlugin, { name: 'spa' });
