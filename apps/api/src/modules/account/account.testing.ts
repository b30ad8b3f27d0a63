import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';

/** Helpers for the account tests: sign-up through the real calls, the outbox, cookies. */

export const V1 = '/api/v1';

let counter = 0;
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${process.pid}.${Date.now()}.${counter}@example.in`,
    password: 'Sunrise-Over-Ganga-42',
    phone: '9876543210',
    gender: 'female',
    ...overrides,
  } as { name: string; email: string; password: string; phone: string; gender: string } & Record<string, unknown>;
}

/** Every mail in the outbox to `to`, oldest first, as raw .eml text. */
export async function mailsTo(app: TestApp, to: string): Promise<string[]> {
  const dir = path.join(app.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  return mails.filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

export function codeIn(mail: string): string {
  const match = /code: (\d{6})/.exec(mail);
  if (!match) throw new Error(`no code in mail:\n${mail}`);
  return match[1]!;
}

export async function latestCode(app: TestApp, to: string): Promise<string> {
  const mails = await mailsTo(app, to);
  expect(mails.length).toBeGreaterThan(0);
  return codeIn(mails.at(-1)!);
}

/** A code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${V1}${url}`, payload: payload as object, headers });

/** `name=value` pairs of the cookies a response sets, for the next request's Cookie header. */
export function cookieHeader(res: LightMyRequestResponse, only?: string): string {
  return res.cookies
    .filter((c) => c.value && (!only || c.name === only))
    .map((c) => `${c.name}=${c.value}`)
    .filter((pair, i, all) => all.indexOf(pair) === i)
    .join('; ');
}

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name && c.value)?.value;
}

/** Signs a new person up and verifies them through the calls; returns their cookies and answer. */
export async function signUpAndVerify(app: TestApp, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const registered = await post(app, '/user/register', person);
  expect(registered.statusCode).toBe(201);
  const verified = await post(app, '/user/verify_user', {
    email: person.email,
    otp: await latestCode(app, person.email),
  });
  expect(verified.statusCode).toBe(200);
  return { person, res: verified, cookie: cookieHeader(verified), user: verified.json().data.user };
}

/** Fails when any key or value of an answer carries a secret. */
export function expectNoSecrets(body: unknown, secrets: string[] = []) {
  const text = JSON.stringify(body);
  for (const key of ['password', 'passwordHash', 'password_hash', 'codeHash', 'tokenHash', 'otp', 'refreshToken']) {
    expect(text).not.toContain(`"${key}"`);
  }
  for (const secret of secrets) expect(text).not.toContain(secret);
}
