import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  AddressAnswer,
  AddressInput,
  AddressList,
  AddressUpdate,
  ChangePasswordBody,
  CheckoutDefaults,
  ForgotPasswordBody,
  IdParams,
  LanguageBody,
  LoginBody,
  MessageOnly,
  PhoneLoginBody,
  PhoneOtpBody,
  PhoneVerifyBody,
  PhoneVerifyOtpBody,
  RegisterAnswer,
  RegisterBody,
  ResendOtpBody,
  SERVER_MESSAGES,
  ResetPasswordBody,
  SUCCESS,
  SessionAnswer,
  UpdateProfileBody,
  UserAnswer,
  VerifyUserBody,
} from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { requestLanguage } from '../../lib/i18n/translate.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { fromOwnSite } from '../../plugins/security.ts';
import { clearSessionCookies, setSessionCookies } from './account.cookies.ts';
import { accountLimit } from './account.limits.ts';
import * as account from './account.service.ts';

const tags = ['account'];

/** The account calls (registered under /api/v1). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = (reply: FastifyReply, session: account.Session, message: string) => {
    setSessionCookies(reply, app.config, session);
    return ok({ user: session.user, accessToken: session.accessToken }, message);
  };

  // Sign-in, sign-up and the one-time codes

  const loginOptions = {
    schema: { tags, body: LoginBody, response: answers(SessionAnswer) },
    preHandler: accountLimit(app, 'login'),
  };
  const loginHandler = async (request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) =>
    signIn(reply, await account.login(app, request.body), SUCCESS.loggedIn);
  app.post(API.user.login, loginOptions, loginHandler);
  // POST /auth is an alias of login; it shares login's limits.
  app.post(API.user.loginAlias, loginOptions, loginHandler);

  app.post(
    API.user.register,
    {
      schema: { tags, body: RegisterBody, response: answers(RegisterAnswer, 201) },
      preHandler: accountLimit(app, 'register'),
    },
    async (request, reply) =>
      reply
        .status(201)
        // The shop's language for this shopper from now on: the one they signed up in.
        .send(ok(await account.register(app, request.body, requestLanguage(request.headers)), SUCCESS.registered)),
  );

  app.post(
    API.user.resendOtp,
    {
      schema: { tags, body: ResendOtpBody, response: answers(MessageOnly) },
      preHandler: accountLimit(app, 'resendOtp'),
    },
    async (request) => {
      await account.resendOtp(app, request.body.email);
      return ok(null, SUCCESS.otpResent);
    },
  );

  app.post(
    API.user.verify,
    {
      schema: { tags, body: VerifyUserBody, response: answers(SessionAnswer) },
      preHandler: accountLimit(app, 'verify'),
    },
    async (request, reply) => signIn(reply, await account.verifyUser(app, request.body), SUCCESS.verified),
  );

  // Phone sign-in, and proving the profile's phone

  app.post(
    API.user.phoneOtp,
    { schema: { tags, body: PhoneOtpBody, response: answers(MessageOnly) }, preHandler: accountLimit(app, 'phoneOtp') },
    async (request) => {
      await account.requestPhoneOtp(app, request.body);
      return ok(null, SUCCESS.phoneOtpSent);
    },
  );

  app.post(
    API.user.phoneLogin,
    {
      schema: { tags, body: PhoneLoginBody, response: answers(SessionAnswer) },
      preHandler: accountLimit(app, 'phoneLogin'),
    },
    async (request, reply) => signIn(reply, await account.phoneLogin(app, request.body), SUCCESS.loggedIn),
  );

  app.post(
    API.user.phoneVerifyOtp,
    {
      schema: { tags, body: PhoneVerifyOtpBody, response: answers(MessageOnly) },
      preHandler: [app.requireUser, ...accountLimit(app, 'phoneVerifyOtp')],
    },
    async (request) => {
      await account.requestPhoneVerification(app, currentUser(request).id, request.body);
      return ok(null, SUCCESS.phoneCodeSent);
    },
  );

  app.post(
    API.user.phoneVerify,
    {
      schema: { tags, body: PhoneVerifyBody, response: answers(UserAnswer) },
      preHandler: [app.requireUser, ...accountLimit(app, 'phoneVerify')],
    },
    async (request) =>
      ok({ user: await account.verifyPhone(app, currentUser(request).id, request.body) }, SUCCESS.phoneVerified),
  );

  // Sessions

  app.post(API.user.refresh, { schema: { tags, response: answers(SessionAnswer) } }, async (request, reply) => {
    try {
      const session = await account.refresh(app, request.cookies[REFRESH_COOKIE], request.headers['user-agent']);
      return signIn(reply, session, 'Session refreshed');
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') clearSessionCookies(reply, app.config);
      throw error;
    }
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await account.logout(app, request.cookies[REFRESH_COOKIE], request.authUser?.id);
    clearSessionCookies(reply, app.config);
    return ok(null, SUCCESS.loggedOut);
  };
  // The web app logs out with POST (refused from a foreign origin like every POST). The GET stays
  // for the shop's own pages, and only for a request that shows it came from them (Fetch-Metadata
  // or the shop's Referer); any other (an image or a link on another site, or a request saying
  // nothing) is refused and leaves the session alone: nobody can log a shopper out from elsewhere.
  app.post(API.user.logout, { schema: { tags, response: answers(MessageOnly) } }, logout);
  app.get(API.user.logout, { schema: { tags, response: answers(MessageOnly) } }, async (request, reply) => {
    if (!fromOwnSite(request, app.config.publicUrl)) throw AppError.forbidden(SERVER_MESSAGES.foreignOrigin);
    return logout(request, reply);
  });

  // Passwords

  app.post(
    API.user.changePassword,
    { schema: { tags, body: ChangePasswordBody, response: answers(SessionAnswer) }, preHandler: app.requireUser },
    async (request, reply) =>
      signIn(reply, await account.changePassword(app, currentUser(request).id, request.body), SUCCESS.passwordChanged),
  );

  app.post(
    API.user.forgotPassword,
    {
      schema: { tags, body: ForgotPasswordBody, response: answers(MessageOnly) },
      preHandler: accountLimit(app, 'forgotPassword'),
    },
    async (request) => {
      await account.forgotPassword(app, request.body.email);
      return ok(null, SUCCESS.otpSent);
    },
  );

  app.post(
    API.user.resetPassword,
    {
      schema: { tags, body: ResetPasswordBody, response: answers(MessageOnly) },
      preHandler: accountLimit(app, 'resetPassword'),
    },
    async (request, reply) => {
      await account.resetPassword(app, request.body);
      clearSessionCookies(reply, app.config);
      return ok(null, SUCCESS.passwordReset);
    },
  );

  // Profile and saved addresses

  app.get(
    API.user.me,
    { schema: { tags, response: answers(UserAnswer) }, preHandler: app.requireUser },
    async (request) => ok({ user: await account.me(app.db, currentUser(request).id) }),
  );

  app.post(
    API.user.updateProfile,
    { schema: { tags, body: UpdateProfileBody, response: answers(UserAnswer) }, preHandler: app.requireUser },
    async (request) =>
      ok({ user: await account.updateProfile(app.db, currentUser(request).id, request.body) }, SUCCESS.profileUpdated),
  );

  app.put(
    API.user.language,
    { schema: { tags, body: LanguageBody }, preHandler: app.requireUser },
    async (request, reply) => {
      await account.setLanguage(app.db, currentUser(request).id, request.body.language);
      return reply.status(204).send();
    },
  );

  app.post(
    API.user.addAddress,
    { schema: { tags, body: AddressInput, response: answers(AddressAnswer, 201) }, preHandler: app.requireUser },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { address: await account.addAddress(app.db, currentUser(request).id, request.body) },
            SUCCESS.addressAdded,
          ),
        ),
  );

  app.get(
    API.user.addresses,
    { schema: { tags, response: answers(AddressList) }, preHandler: app.requireUser },
    async (request) => ok({ addresses: await account.listAddresses(app.db, currentUser(request).id) }),
  );

  app.get(
    API.user.checkoutDefaults,
    { schema: { tags, response: answers(CheckoutDefaults) }, preHandler: app.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await account.checkoutDefaults(app.db, currentUser(request).id));
    },
  );

  app.patch(
    API.user.updateAddress(':id'),
    {
      schema: { tags, params: IdParams, body: AddressUpdate, response: answers(AddressAnswer) },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(
        { address: await account.updateAddress(app.db, currentUser(request).id, request.params.id, request.body) },
        SUCCESS.addressUpdated,
      ),
  );

  app.delete(
    API.user.deleteAddress(':id'),
    { schema: { tags, params: IdParams, response: answers(MessageOnly) }, preHandler: app.requireUser },
    async (request) => {
      await account.deleteAddress(app.db, currentUser(request).id, request.params.id);
      return ok(null, SUCCESS.addressDeleted);
    },
  );
};

export default accountRoutes;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * GET /api/user/me for the old profile page (outside /api/v1): a Bearer access token
 * or the session cookie; the Bearer header is read first since that is what the page sends.
 */
export const legacyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.legacyMe, { schema: { tags, response: answers(UserAnswer) } }, async (request) => {
    const bearer = bearerToken(request);
    const fromBearer = bearer ? await app.accessTokens.verify(bearer) : null;
    const fromCookie = request.cookies[ACCESS_COOKIE] ? request.authUser : null;
    const who = fromBearer ?? fromCookie;
    if (!who) throw AppError.unauthenticated();
    return ok({ user: await account.me(app.db, who.id) });
  });
};
