/** Test fixtures of the catalogue: real pictures, multipart forms and a small shop built through the API. */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

/** A real PNG of one colour; different colours give different bytes (and content hashes). */
export function pngBytes(hex = '#C8643B', width = 400, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer();
}

export function form(
  fields: Record<string, string>,
  files: { name?: string; bytes: Buffer; filename?: string; type?: string }[] = [],
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) {
    data.append(
      file.name ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.filename ?? 'photo.png',
    );
  }
  return data;
}

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; cookie?: string; body?: unknown };

export async function call(app: FastifyInstance, { method, url, cookie, body }: Call) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(body instanceof FormData ? { payload: body } : body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), res };
}

/** Creates a colour, a product and a variant (with photo and stock) through the admin API. */
export async function createShop(
  app: FastifyInstance,
  cookie: string,
  options: {
    color?: { name: string; hex: string };
    product?: { name: string; description: string; story: string };
    price?: string;
    quantity?: Record<string, number | string>;
  } = {},
) {
  const color = await call(app, {
    method: 'POST',
    url: '/color',
    cookie,
    body: options.color ?? { name: 'Terracotta', hex: '#C8643B' },
  });
  expect(color.status).toBe(201);
  const product = await call(app, {
    method: 'POST',
    url: '/product',
    cookie,
    body: options.product ?? {
      name: 'Monsoon Drift Tee',
      description: 'Heavyweight cotton, boxy cut.',
      story: 'Born on a rain-soaked afternoon in Mumbai.',
    },
  });
  expect(product.status).toBe(201);
  const variant = await call(app, {
    method: 'POST',
    url: '/variant',
    cookie,
    body: form(
      {
        productId: product.body.data._id,
        colorId: color.body.data._id,
        price: options.price ?? '999',
        quantity: JSON.stringify(options.quantity ?? { M: 5, L: 0, XL: 2, XXL: '' }),
      },
      [{ bytes: await pngBytes(options.color?.hex ?? '#C8643B') }],
    ),
  });
  expect(variant.status, JSON.stringify(variant.body)).toBe(201);
  return { color: color.body.data, product: product.body.data, variant: variant.body.data };
}
