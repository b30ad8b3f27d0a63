import { z } from 'zod';
import { requiredText, text, Id } from '../api.ts';
import {
  GENDERS,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PHONE_OTP_CHANNELS,
  ROLES,
} from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { normaliseIndianMobile } from '../india/india.ts';
import { ACCOUNT_VALIDATION } from './account.texts.ts';

export const Email = z
  .string({ error: ACCOUNT_VALIDATION.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: ACCOUNT_VALIDATION.emailRequired })
  .max(254, { message: ACCOUNT_VALIDATION.emailInvalid })
  .pipe(z.email({ message: ACCOUNT_VALIDATION.emailInvalid }));

const phonePattern = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** A phone number as typed ("+91 98140-12345", "098140 12345"), kept as its 10 digits. */
export const Phone = z
  .string({ error: ACCOUNT_VALIDATION.phoneRequired })
  .trim()
  .min(1, { message: ACCOUNT_VALIDATION.phoneRequired })
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(phonePattern, { message: ACCOUNT_VALIDATION.phoneInvalid }));

export const Gender = z.enum(GENDERS, { error: ACCOUNT_VALIDATION.genderRequired });
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
export type Gender = z.infer<typeof Gender>;

/** Passwords typed at login are only checked for presence; new ones must be long enough. */
export const Password = z
  .string({ error: ACCOUNT_VALIDATION.passwordRequired })
  .min(1, { message: ACCOUNT_VALIDATION.passwordRequired });
export const NewPassword = Password.min(PASSWORD_MIN_LENGTH, { message: ACCOUNT_VALIDATION.passwordTooShort }).max(
  PASSWORD_MAX_LENGTH,
  { message: ACCOUNT_VALIDATION.passwordTooLong },
);

const otpPattern = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const Otp = z
  .string({ error: ACCOUNT_VALIDATION.otpRequired })
  .trim()
  .min(1, { message: ACCOUNT_VALIDATION.otpRequired })
  .regex(otpPattern, { message: ACCOUNT_VALIDATION.otpDigits });

const postalPattern = /^[1-9]\d{5}$/;
/** The longest recipient name and landmark an address may carry. */
export const RECIPIENT_NAME_MAX = 100;
export const LANDMARK_MAX = 120;
export const AddressInput = z.object({
  title: text('Title', 60).optional(),
  /** Who takes the parcel (a gift, family); left blank, the account's own name is used. */
  recipientName: text('Recipient name', RECIPIENT_NAME_MAX).optional(),
  houseNumber: requiredText('House number', ACCOUNT_VALIDATION.addressFieldRequired('House number'), 120),
  street: requiredText('Street', ACCOUNT_VALIDATION.addressFieldRequired('Street'), 200),
  colony: requiredText('Colony', ACCOUNT_VALIDATION.addressFieldRequired('Colony'), 200),
  /** Something near the door a courier can find ("opposite the temple"); optional. */
  landmark: text('Landmark', LANDMARK_MAX).optional(),
  city: requiredText('City', ACCOUNT_VALIDATION.addressFieldRequired('City'), 100),
  state: requiredText('State', ACCOUNT_VALIDATION.addressFieldRequired('State'), 100),
  postalCode: requiredText('Postal code', ACCOUNT_VALIDATION.addressFieldRequired('Postal code'), 6).regex(
    postalPattern,
    {
      message: ACCOUNT_VALIDATION.postalCodeInvalid,
    },
  ),
  country: requiredText('Country', ACCOUNT_VALIDATION.addressFieldRequired('Country'), 60).refine(
    (c) => c.toLowerCase() === 'india',
    {
      message: ACCOUNT_VALIDATION.countryIndiaOnly,
    },
  ),
});
export type AddressInput = z.infer<typeof AddressInput>;
export const AddressUpdate = AddressInput.partial();
export type AddressUpdate = z.infer<typeof AddressUpdate>;

export const Address = AddressInput.extend({ _id: Id, title: z.string().optional() });
export type Address = z.infer<typeof Address>;

export const User = z.object({
  _id: Id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: Gender,
  role: Role,
  isVerified: z.boolean(),
  /** The phone was proved by a code sent to it: the shopper may sign in with it. */
  phoneVerified: z.boolean(),
  addresses: z.array(Address),
});
export type User = z.infer<typeof User>;

/**
 * What the buy-now sheet starts from: the buyer's last order's address (the saved one it matches,
 * or the address itself when it is no longer saved), its way to pay and its contact number. All
 * null for a buyer who has not ordered yet.
 */
export const CheckoutDefaults = z.object({
  hasOrdered: z.boolean(),
  addressId: Id.nullable(),
  shippingAddress: AddressInput.omit({ title: true }).nullable(),
  paymentMethod: z.enum(['cod', 'online']).nullable(),
  contact: z.string().nullable(),
});
export type CheckoutDefaults = z.infer<typeof CheckoutDefaults>;

export const UserAnswer = z.object({ user: User });
export type UserAnswer = z.infer<typeof UserAnswer>;

/**
 * Login, verification and refresh also hand the web the short-lived access token itself, so the
 * old /profile page can call GET /api/user/me with a Bearer header (docs/decisions/0011).
 * The token also travels in its httpOnly cookie; the web keeps this copy in memory only.
 */
export const SessionAnswer = UserAnswer.extend({ accessToken: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const LoginBody = z.object({ email: Email, password: Password });
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.object({
  name: requiredText('Name', ACCOUNT_VALIDATION.nameRequired, 100),
  email: Email,
  password: NewPassword,
  phone: Phone,
  gender: Gender,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterAnswer = z.object({ email: z.string() });

export const ResendOtpBody = z.object({
  email: z
    .string({ error: ACCOUNT_VALIDATION.resendEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: ACCOUNT_VALIDATION.resendEmailInvalid })),
});
export type ResendOtpBody = z.infer<typeof ResendOtpBody>;

export const VerifyUserBody = z.object({ email: Email, otp: Otp });
export type VerifyUserBody = z.infer<typeof VerifyUserBody>;

/** Where a phone's code goes. */
export const PhoneOtpChannel = z.enum(PHONE_OTP_CHANNELS, { error: ACCOUNT_VALIDATION.channelRequired });
export type PhoneOtpChannel = z.infer<typeof PhoneOtpChannel>;

/** Asks for a sign-in code: the same answer whether or not the number belongs to an account. */
export const PhoneOtpBody = z.object({ phone: Phone, channel: PhoneOtpChannel });
export type PhoneOtpBody = z.infer<typeof PhoneOtpBody>;

export const PhoneLoginBody = z.object({ phone: Phone, otp: Otp });
export type PhoneLoginBody = z.infer<typeof PhoneLoginBody>;

/** The signed-in shopper asks for a code to prove the phone on their profile. */
export const PhoneVerifyOtpBody = z.object({ channel: PhoneOtpChannel });
export type PhoneVerifyOtpBody = z.infer<typeof PhoneVerifyOtpBody>;

export const PhoneVerifyBody = z.object({ otp: Otp });
export type PhoneVerifyBody = z.infer<typeof PhoneVerifyBody>;

export const ChangePasswordBody = z.object({ oldPassword: Password, newPassword: NewPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const ForgotPasswordBody = z.object({
  email: z
    .string({ error: ACCOUNT_VALIDATION.resetEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: ACCOUNT_VALIDATION.resetEmailRequired })
    .pipe(z.email({ message: ACCOUNT_VALIDATION.emailInvalid })),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  email: ForgotPasswordBody.shape.email,
  otp: z
    .string({ error: ACCOUNT_VALIDATION.resetOtpRequired })
    .trim()
    .min(1, { message: ACCOUNT_VALIDATION.resetOtpRequired })
    .regex(otpPattern, { message: ACCOUNT_VALIDATION.otpDigits }),
  newPassword: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UpdateProfileBody = z.object({
  name: requiredText('Name', ACCOUNT_VALIDATION.nameRequired, 100),
  phone: Phone,
  gender: Gender.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The language the signed-in shopper switched to: their mails and messages follow it. */
export const LanguageBody = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof LanguageBody>;

export const AddressList = z.object({ addresses: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;
export const AddressAnswer = z.object({ address: Address });
export type AddressAnswer = z.infer<typeof AddressAnswer>;
