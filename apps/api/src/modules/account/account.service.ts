import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_WAIT_SECONDS,
  OTP_TTL_MINUTES,
  SERVER_MESSAGES,
  type AddressInput,
  type AddressUpdate,
  type Address,
  type CheckoutDefaults,
  type ChangePasswordBody,
  type Language,
  type LoginBody,
  type PhoneLoginBody,
  type PhoneOtpBody,
  type PhoneOtpChannel,
  type PhoneVerifyBody,
  type PhoneVerifyOtpBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type User,
  type VerifyUserBody,
} from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mail.ts';
import { indianWhatsAppNumber, type Notifications } from '../../lib/notifications/notifications.ts';
import type { Sms } from '../../lib/sms/sms.ts';
import type { AccessTokens } from '../../plugins/auth.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { assertStateMatchesPin } from '../delivery/index.ts';
import { otpMail } from './account.mails.ts';
import { hashPassword, verifyPassword, type PasswordCost } from './passwords.ts';
import type { SessionVersions } from './account.sessions.ts';
import { PG_ERROR, pgErrorCode } from '../../db/errors.ts';
import * as repo from './account.repository.ts';
import type { RefreshTokenKeys } from './account.tokens.ts';

/** What the account rules need from the app; `FastifyInstance` has all of it. */
export type AccountDeps = {
  db: Db;
  mailer: Mailer;
  sms: Sms;
  notifications: Notifications;
  accessTokens: AccessTokens;
  sessions: SessionVersions;
  refreshTokenKeys: RefreshTokenKeys;
  log: FastifyBaseLogger;
  config: { passwordCost: PasswordCost; whatsapp: { otpTemplate: string; language: string } };
};

export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * How long after a refresh token was used the same browser may present it again and get the same
 * new pair: two tabs refreshing at once, or an answer lost on a bad network (docs/decisions/0142, 0260).
 */
export const REFRESH_GRACE_SECONDS = 10;
export const MAX_SAVED_ADDRESSES = 20;

/** A signed-in session: the JWT access token and the opaque refresh token, for the cookies. */
export type Session = { user: User; accessToken: string; refreshToken: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

function toAddress(row: repo.AddressRow): Address {
  return {
    _id: row.id,
    ...(row.title ? { title: row.title } : {}),
    ...(row.recipientName ? { recipientName: row.recipientName } : {}),
    houseNumber: row.houseNumber,
    street: row.street,
    colony: row.colony,
    ...(row.landmark ? { landmark: row.landmark } : {}),
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
  };
}

/** The public face of an account: never the hash, never a code or a token. */
async function toUser(db: Db, row: repo.UserRow): Promise<User> {
  const saved = await repo.listAddresses(db, row.id);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    role: row.role,
    isVerified: row.isVerified,
    phoneVerified: row.phoneVerifiedAt !== null,
    addresses: saved.map(toAddress),
  };
}

const isUniqueViolation = (error: unknown) => pgErrorCode(error).code === PG_ERROR.uniqueViolation;

// Passwords at login: unknown e-mails cost as much as known ones, so timing says nothing.

let dummyHash: Promise<string> | undefined;
async function checkCredentials(deps: AccountDeps, body: LoginBody): Promise<repo.UserRow | undefined> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (!user) {
    dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'), deps.config.passwordCost);
    await verifyPassword(await dummyHash, body.password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, body.password)) ? user : undefined;
}

// One-time codes: 6 digits from a CSPRNG, stored hashed, OTP_TTL_MINUTES, 5 tries, 60 s resend wait,
// the same rules whether the code goes to the e-mail or to the phone (by SMS or WhatsApp).

const hashOtp = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Seconds still to wait before another code of this purpose may be sent; 0 when one may be sent now. */
async function resendWait(db: repo.Queryable, userId: string, purpose: repo.OtpPurpose, now: Date): Promise<number> {
  const newest = await repo.findNewestOtp(db, userId, purpose);
  if (!newest) return 0;
  const elapsed = now.getTime() - newest.createdAt.getTime();
  return Math.max(0, Math.ceil((OTP_RESEND_WAIT_SECONDS * 1000 - elapsed) / 1000));
}

/** Where a code goes: the account's e-mail, or a phone number by SMS or WhatsApp. */
type OtpDestination = { channel: 'email' } | { channel: PhoneOtpChannel; phone: string };
const BY_EMAIL: OtpDestination = { channel: 'email' };

/** Hands the code to the mail, the SMS provider or WhatsApp; `key` names the message. */
async function deliverOtp(
  deps: AccountDeps,
  user: repo.UserRow,
  purpose: repo.OtpPurpose,
  to: OtpDestination,
  code: string,
  key: string,
): Promise<void> {
  if (to.channel === 'email') {
    if (purpose !== 'verify' && purpose !== 'reset') throw new Error(`no mail for a ${purpose} code`);
    await deps.mailer.send(otpMail(purpose, user, code, user.language));
  } else if (to.channel === 'sms') {
    await deps.sms.sendOtp({ to: indianWhatsAppNumber(to.phone), code }, key);
  } else {
    // Meta's authentication templates take the code in the body and again in the copy-code button.
    const { otpTemplate, language } = deps.config.whatsapp;
    await deps.notifications.sendTemplate(
      { to: indianWhatsAppNumber(to.phone), template: otpTemplate, language, body: [code], urlButtons: [code] },
      key,
    );
  }
}

/**
 * Issues a fresh code (closing older ones of the user and purpose, and any still open for the same
 * phone number: one live code per number) and sends it. Refuses with 429 inside the resend wait,
 * checked under a lock on the user so two quick requests cannot both send. A code whose message
 * failed is removed again, so it neither blocks a retry nor lingers.
 */
async function sendOtp(
  deps: AccountDeps,
  user: repo.UserRow,
  purpose: repo.OtpPurpose,
  to: OtpDestination = BY_EMAIL,
): Promise<void> {
  const code = crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const id = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const now = new Date();
    const wait = await resendWait(tx, user.id, purpose, now);
    if (wait > 0) throw AppError.rateLimited(SERVER_MESSAGES.otpResendWait(wait), wait);
    await repo.closeOtps(tx, user.id, purpose, now);
    if (to.channel !== 'email') await repo.closePhoneOtps(tx, to.phone, now);
    await repo.insertOtp(tx, {
      id,
      userId: user.id,
      purpose,
      channel: to.channel,
      phone: to.channel === 'email' ? null : to.phone,
      codeHash: hashOtp(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  try {
    await deliverOtp(deps, user, purpose, to, code, `otp-${id}`);
  } catch (error) {
    await repo.deleteOtp(deps.db, id);
    throw error;
  }
}

const otpRefusal = (message: string) => AppError.badRequest(message, { otp: message });

/**
 * Uses the user's open code of this purpose, or refuses; the fifth wrong try voids the code. A
 * phone's code counts only for the number it was sent to.
 */
async function useOtp(db: Db, userId: string, purpose: repo.OtpPurpose, code: string, phone?: string): Promise<void> {
  const now = new Date();
  const otp = await repo.findOpenOtp(db, userId, purpose);
  if (!otp || (phone !== undefined && otp.phone !== phone)) throw otpRefusal(SERVER_MESSAGES.otpInvalid);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw otpRefusal(SERVER_MESSAGES.otpVoided);
  if (otp.expiresAt <= now) throw otpRefusal(SERVER_MESSAGES.otpExpired);
  if (!sameHash(otp.codeHash, hashOtp(otp.id, code))) {
    const attempts = await repo.recordWrongOtp(db, otp.id, OTP_MAX_ATTEMPTS);
    const voided = attempts === undefined || attempts >= OTP_MAX_ATTEMPTS;
    throw otpRefusal(voided ? SERVER_MESSAGES.otpVoided : SERVER_MESSAGES.otpInvalid);
  }
  if (!(await repo.consumeOtp(db, otp.id, OTP_MAX_ATTEMPTS, now))) throw otpRefusal(SERVER_MESSAGES.otpInvalid);
}

// Sessions: JWT access token; refresh token random, stored as a keyed hash, rotated, reuse kills the family.

async function startSession(deps: AccountDeps, user: repo.UserRow, familyId: string = crypto.randomUUID()) {
  const now = new Date();
  const refreshToken = deps.refreshTokenKeys.draw();
  await repo.deleteExpiredRefreshTokens(deps.db, user.id, now);
  await repo.insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: deps.refreshTokenKeys.hash(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return signedSession(deps, user, refreshToken);
}

async function signedSession(deps: AccountDeps, user: repo.UserRow, refreshToken: string): Promise<Session> {
  const accessToken = await deps.accessTokens.sign({
    id: user.id,
    role: user.role,
    sessionVersion: user.sessionVersion,
  });
  return { user: await toUser(deps.db, user), accessToken, refreshToken };
}

/** Which browser used a refresh token: the same one may use it again within the grace window. */
const browserOf = (userAgent: string | undefined) => sha256(`browser:${userAgent ?? ''}`);

const sessionExpired = () => AppError.unauthenticated(SERVER_MESSAGES.sessionExpired);

export async function login(deps: AccountDeps, body: LoginBody): Promise<Session> {
  const user = await checkCredentials(deps, body);
  if (!user) throw AppError.unauthenticated(SERVER_MESSAGES.invalidCredentials);
  // Said only to whoever knows the password, so it reveals nothing about the address.
  if (!user.isVerified) throw new AppError('NOT_VERIFIED', SERVER_MESSAGES.notVerified);
  return startSession(deps, user);
}

/** A new account, never verified and never an admin whatever the client sent, and its code mailed. */
export async function register(
  deps: AccountDeps,
  body: RegisterBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ email: string }> {
  if (await repo.findUserByEmail(deps.db, body.email)) throw AppError.conflict(SERVER_MESSAGES.emailTaken);
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(deps.db, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      gender: body.gender,
      role: 'user',
      isVerified: false,
      passwordHash: await hashPassword(body.password, deps.config.passwordCost),
      language,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  }
  // The account exists either way: a lost mail is fixed with Resend OTP, not by failing sign-up.
  await sendOtp(deps, user, 'verify').catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'could not send the verification code');
  });
  return { email: user.email };
}

/** Same answer for unknown and already verified addresses; only real pending accounts get a code. */
export async function resendOtp(deps: AccountDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.isVerified) return;
  await sendOtp(deps, user, 'verify');
}

export async function verifyUser(deps: AccountDeps, body: VerifyUserBody): Promise<Session> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (!user || user.isVerified) throw otpRefusal(SERVER_MESSAGES.otpInvalid);
  await useOtp(deps.db, user.id, 'verify', body.otp);
  const verified = await repo.updateUser(deps.db, user.id, { isVerified: true });
  return startSession(deps, verified!);
}

/**
 * Rotates the refresh token. The use is claimed and the next token, drawn at random, stored in
 * one transaction, so of several refreshes with one token exactly one rotates it; the next token
 * is kept sealed beside the used one, and the same browser presenting it again within
 * `REFRESH_GRACE_SECONDS` gets that same next token (two tabs, a retried request). Any other
 * second use (later, or another browser) means it was copied: the whole family is revoked and the
 * user's access tokens end with it. A token of a revoked family is refused.
 */
export async function refresh(
  deps: AccountDeps,
  presented: string | undefined,
  userAgent: string | undefined,
): Promise<Session> {
  if (!presented) throw sessionExpired();
  const keys = deps.refreshTokenKeys;
  const now = new Date();
  const token = await repo.findRefreshToken(deps.db, keys.hash(presented));
  if (!token || token.revokedAt || token.expiresAt <= now) throw sessionExpired();
  let next = keys.draw();
  const browser = browserOf(userAgent);
  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimRefreshToken(tx, token.id, now, browser, keys.seal(next)))) return false;
    await repo.deleteExpiredRefreshTokens(tx, token.userId, now);
    await repo.insertRefreshToken(tx, {
      userId: token.userId,
      familyId: token.familyId,
      tokenHash: keys.hash(next),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    return true;
  });
  if (!rotated) {
    // Read again: the refresh that won may have committed after the first read.
    const used = await repo.findRefreshToken(deps.db, keys.hash(presented));
    const inGrace =
      used?.usedAt &&
      !used.revokedAt &&
      used.usedBy === browser &&
      Date.now() - used.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
    const kept = inGrace && used.successorSealed ? keys.open(used.successorSealed) : undefined;
    const successor = kept ? await repo.findRefreshToken(deps.db, keys.hash(kept)) : undefined;
    if (!kept || !successor || successor.revokedAt) {
      await repo.revokeFamily(deps.db, token.familyId, new Date());
      await deps.sessions.revoke(deps.db, token.userId);
      deps.log.warn({ userId: token.userId, familyId: token.familyId }, 'refresh token reused: family revoked');
      throw sessionExpired();
    }
    next = kept;
  }
  const user = await repo.findUserById(deps.db, token.userId);
  if (!user) throw sessionExpired();
  return signedSession(deps, user, next);
}

/**
 * Ends the session: its refresh token family is revoked, and every access token of the user
 * issued so far stops working (other devices get a new one by refreshing, unnoticed).
 */
export async function logout(
  deps: AccountDeps,
  presented: string | undefined,
  signedInUserId: string | undefined,
): Promise<void> {
  const token = presented ? await repo.findRefreshToken(deps.db, deps.refreshTokenKeys.hash(presented)) : undefined;
  if (token) await repo.revokeFamily(deps.db, token.familyId, new Date());
  const userId = token?.userId ?? signedInUserId;
  if (userId) await deps.sessions.revoke(deps.db, userId);
}

async function signedInUser(db: Db, userId: string): Promise<repo.UserRow> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

export async function me(db: Db, userId: string): Promise<User> {
  return toUser(db, await signedInUser(db, userId));
}

/** A new phone number is not verified: it must be proved again before it signs in. */
export async function updateProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<User> {
  const current = await signedInUser(db, userId);
  const updated = await repo.updateUser(db, userId, {
    name: body.name,
    phone: body.phone,
    ...(body.phone !== current.phone ? { phoneVerifiedAt: null } : {}),
    ...(body.gender ? { gender: body.gender } : {}),
  });
  return toUser(db, updated!);
}

/**
 * Every session of the user ends (other devices, a thief's copy); the device that made the change
 * gets a fresh session so the person is not thrown out mid-task (docs/decisions/0013).
 */
export async function changePassword(deps: AccountDeps, userId: string, body: ChangePasswordBody): Promise<Session> {
  const user = await signedInUser(deps.db, userId);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw AppError.badRequest(SERVER_MESSAGES.currentPasswordWrong, {
      oldPassword: SERVER_MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(body.newPassword, deps.config.passwordCost);
  const sessionVersion = await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.revokeAllOfUser(tx, user.id, new Date());
    return deps.sessions.revoke(tx, user.id);
  });
  return startSession(deps, { ...user, passwordHash, sessionVersion });
}

/** Same answer for unknown addresses; a second request inside the wait keeps the code already sent. */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  if ((await resendWait(deps.db, user.id, 'reset', new Date())) > 0) return;
  await sendOtp(deps, user, 'reset').catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    throw error;
  });
}

/** A reset also proves the address, so it verifies the account; every session ends. */
export async function resetPassword(deps: AccountDeps, body: ResetPasswordBody): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (!user) throw otpRefusal(SERVER_MESSAGES.otpInvalid);
  await useOtp(deps.db, user.id, 'reset', body.otp);
  const passwordHash = await hashPassword(body.newPassword, deps.config.passwordCost);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash, isVerified: true });
    await repo.revokeAllOfUser(tx, user.id, new Date());
    await deps.sessions.revoke(tx, user.id);
  });
}

// Phone sign-in: a code to a number verified on an account, by SMS or WhatsApp.

/**
 * Sends a sign-in code when the number is verified on an account, and answers the same for every
 * other number (unknown, or only carried unverified on a profile), so nobody learns whose number
 * it is. A second request inside the resend wait keeps the code already sent; a message that could
 * not be sent is logged, not told (only a real account's number could fail).
 */
export async function requestPhoneOtp(deps: AccountDeps, body: PhoneOtpBody): Promise<void> {
  const user = await repo.findUserByVerifiedPhone(deps.db, body.phone);
  if (!user?.isVerified) return;
  if ((await resendWait(deps.db, user.id, 'phone-login', new Date())) > 0) return;
  await sendOtp(deps, user, 'phone-login', { channel: body.channel, phone: body.phone }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
    deps.log.error({ err: error, userId: user.id, channel: body.channel }, 'could not send the sign-in code');
  });
}

const phoneCodeRefused = () => otpRefusal(SERVER_MESSAGES.phoneOtpRefused);

/**
 * Signs in with the code sent to a verified number: the same session as a password gives. Every
 * refusal (no such number, no code, a wrong, expired, used or voided one) is one answer, so the
 * answer says nothing about the number; the code's own rules are the e-mail code's.
 */
export async function phoneLogin(deps: AccountDeps, body: PhoneLoginBody): Promise<Session> {
  const user = await repo.findUserByVerifiedPhone(deps.db, body.phone);
  if (!user?.isVerified) throw phoneCodeRefused();
  try {
    await useOtp(deps.db, user.id, 'phone-login', body.otp, body.phone);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') throw phoneCodeRefused();
    throw error;
  }
  return startSession(deps, user);
}

/**
 * Sends the signed-in shopper a code for the phone on their profile. Whether another account has
 * the number verified is said only after the code is proved, so only the number's holder learns it.
 */
export async function requestPhoneVerification(
  deps: AccountDeps,
  userId: string,
  body: PhoneVerifyOtpBody,
): Promise<void> {
  const user = await signedInUser(deps.db, userId);
  if (user.phoneVerifiedAt) throw AppError.conflict(SERVER_MESSAGES.phoneAlreadyVerified);
  try {
    await sendOtp(deps, user, 'phone-verify', { channel: body.channel, phone: user.phone });
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, userId, channel: body.channel }, 'could not send the phone code');
    throw Object.assign(new AppError('UNAVAILABLE', SERVER_MESSAGES.phoneSendFailed), { cause: error });
  }
}

/** Proves the profile's phone with its code; a number verified on another account is refused. */
export async function verifyPhone(deps: AccountDeps, userId: string, body: PhoneVerifyBody): Promise<User> {
  const user = await signedInUser(deps.db, userId);
  if (user.phoneVerifiedAt) throw AppError.conflict(SERVER_MESSAGES.phoneAlreadyVerified);
  await useOtp(deps.db, user.id, 'phone-verify', body.otp, user.phone);
  const holder = await repo.findUserByVerifiedPhone(deps.db, user.phone);
  if (holder && holder.id !== user.id) throw AppError.conflict(SERVER_MESSAGES.phoneTaken);
  let verified: repo.UserRow | undefined;
  try {
    verified = await repo.markPhoneVerified(deps.db, user.id, user.phone, new Date());
  } catch (error) {
    // Another account proved the same number a moment earlier.
    if (isUniqueViolation(error)) throw AppError.conflict(SERVER_MESSAGES.phoneTaken);
    throw error;
  }
  // The profile's number changed while the code was being typed: the code was for the old one.
  if (!verified) throw otpRefusal(SERVER_MESSAGES.otpInvalid);
  return toUser(deps.db, verified);
}

/**
 * GET /user/checkout-defaults: the buy-now sheet starts from the buyer's last order, its address
 * (the saved address it matches, or the address as the order kept it) and its way to pay.
 */
export async function checkoutDefaults(db: Db, userId: string): Promise<CheckoutDefaults> {
  const last = await repo.findLastOrderChoices(db, userId);
  if (!last) return { hasOrdered: false, addressId: null, shippingAddress: null, paymentMethod: null, contact: null };
  const saved = await repo.listAddresses(db, userId);
  const match = saved.find((row) => samePlace(row, last.shippingAddress));
  const { recipientName, landmark, ...place } = last.shippingAddress;
  return {
    hasOrdered: true,
    addressId: match?.id ?? null,
    shippingAddress: match
      ? null
      : { ...place, ...(recipientName ? { recipientName } : {}), ...(landmark ? { landmark } : {}) },
    paymentMethod: last.paymentMethod,
    contact: last.contact,
  };
}

// Saved addresses, always looked up by owner: another user's address is "not found".

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

/**
 * Saved addresses are checked against the PIN directory when they are saved, not only when an
 * order uses them: the PIN must exist and the state must be the one it lies in (stored under its
 * official name).
 */
export async function addAddress(db: Db, userId: string, body: AddressInput): Promise<Address> {
  await signedInUser(db, userId);
  if ((await repo.countAddresses(db, userId)) >= MAX_SAVED_ADDRESSES) {
    throw AppError.badRequest(SERVER_MESSAGES.addressLimit(MAX_SAVED_ADDRESSES));
  }
  const state = assertStateMatchesPin(body);
  return toAddress(
    await repo.insertAddress(db, {
      userId,
      ...body,
      state,
      title: body.title || null,
      recipientName: body.recipientName || null,
      landmark: body.landmark || null,
    }),
  );
}

/** The fields that make two addresses the same place (not the title, not the case or spacing). */
const ADDRESS_PLACE_FIELDS = ['houseNumber', 'street', 'colony', 'city', 'state', 'postalCode', 'country'] as const;
type AddressPlace = Record<(typeof ADDRESS_PLACE_FIELDS)[number], string>;
/** A checkout's address: the place, and who takes the parcel and a landmark when given. */
type CheckoutAddress = AddressPlace & { recipientName?: string | undefined; landmark?: string | undefined };
const samePlace = (a: AddressPlace, b: AddressPlace) =>
  ADDRESS_PLACE_FIELDS.every(
    (f) => a[f].trim().replace(/\s+/g, ' ').toLowerCase() === b[f].trim().replace(/\s+/g, ' ').toLowerCase(),
  );

/**
 * Keeps an address a checkout delivered to in the address book, in the checkout's transaction
 * (its state already checked against the PIN): not when the same place is already there, and not
 * when the book is full (the order still goes ahead; the shopper can make room and save it later).
 */
export async function keepCheckoutAddress(tx: Queryable, userId: string, address: CheckoutAddress): Promise<void> {
  const saved = await repo.listAddresses(tx, userId);
  if (saved.length >= MAX_SAVED_ADDRESSES || saved.some((row) => samePlace(row, address))) return;
  const place = Object.fromEntries(ADDRESS_PLACE_FIELDS.map((f) => [f, address[f].trim()])) as AddressPlace;
  await repo.insertAddress(tx, {
    userId,
    ...place,
    title: null,
    recipientName: address.recipientName?.trim() || null,
    landmark: address.landmark?.trim() || null,
  });
}

export async function updateAddress(db: Db, userId: string, id: string, body: AddressUpdate): Promise<Address> {
  const current = await repo.findAddress(db, userId, id);
  if (!current) throw AppError.notFound(SERVER_MESSAGES.addressNotFound);
  const patch = {
    ...body,
    ...(body.title !== undefined ? { title: body.title || null } : {}),
    ...(body.recipientName !== undefined ? { recipientName: body.recipientName || null } : {}),
    ...(body.landmark !== undefined ? { landmark: body.landmark || null } : {}),
  };
  if (body.postalCode !== undefined || body.state !== undefined) {
    patch.state = assertStateMatchesPin({
      postalCode: body.postalCode ?? current.postalCode,
      state: body.state ?? current.state,
    });
  }
  const row = Object.keys(patch).length > 0 ? await repo.updateAddress(db, userId, id, patch) : current;
  if (!row) throw AppError.notFound(SERVER_MESSAGES.addressNotFound);
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteAddress(db, userId, id))) throw AppError.notFound(SERVER_MESSAGES.addressNotFound);
}

/** The language the shopper switched to while signed in: their next mails are written in it. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await repo.updateUser(db, userId, { language });
}
