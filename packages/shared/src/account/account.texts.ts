import { OTP_TTL_MINUTES, PASSWORD_MIN_LENGTH } from '../constants.ts';

/** Validation messages of accounts (sign-up, sign-in, profile, addresses). */
export const ACCOUNT_VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10 digits required)',
  genderRequired: 'Gender is required',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
  channelRequired: 'Choose SMS or WhatsApp',
  resendEmailInvalid: 'Valid email is required',
  resetEmailRequired: 'Please enter your email',
  resetOtpRequired: 'Please enter the OTP',
  passwordsDoNotMatch: 'Passwords do not match',
  addressFieldRequired: (field: string) => `${field} is required`,
  postalCodeInvalid: 'Postal code must be 6 digits',
  countryIndiaOnly: 'We ship within India only',
} as const;

/** Fallbacks of accounts (sign-up, sign-in, profile, addresses), shown when a failing call carries no message of its own. */
export const ACCOUNT_ERROR_FALLBACK = {
  login: 'Login failed',
  signup: 'Signup failed',
  resendOtp: 'Resend Otp failed',
  account: 'Something went wrong',
  logout: 'Failed to log out',
} as const;

/** Confirmations of accounts (sign-up, sign-in, profile, addresses). */
export const ACCOUNT_SUCCESS = {
  loggedIn: 'Logged in successfully',
  registered: 'Registered successfully. Please verify your email.',
  verified: 'Account verified successfully!',
  otpResent: 'OTP resent successfully!',
  otpSent: 'OTP sent to your email!',
  passwordReset: 'Password reset successful!',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  loggedOut: 'Logged out successfully',
  /** Said for every number, an account's or not, so it tells a stranger nothing. */
  phoneOtpSent:
    'If this number is verified on an account, a 6-digit code is on its way. A number is verified once from My Account, after logging in with your email.',
  phoneCodeSent: 'We sent a 6-digit code to your phone',
  phoneVerified: 'Phone number verified. You can now log in with it.',
} as const;

/** Screen states and fixed texts of accounts (sign-up, sign-in, profile, addresses). */
export const ACCOUNT_SCREEN = {
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  otpHint: `Check your inbox for the 6-digit code we sent. It expires in ${OTP_TTL_MINUTES} minutes.`,
  noAddresses: 'No addresses found.',
  usePhone: 'Use phone instead',
  useEmail: 'Use email instead',
  phoneLoginHint: 'We send a 6-digit code to a number verified on your account.',
  phoneCodeHint: (to: string) => `Enter the 6-digit code sent to ${to}. It expires in ${OTP_TTL_MINUTES} minutes.`,
  phoneNotVerified: 'Not verified yet: verify it to log in with your phone.',
  phoneIsVerified: 'Verified: you can log in with this number.',
  channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
} as const;

/** The server's refusals and notes of accounts (sign-up, sign-in, profile, addresses). */
export const ACCOUNT_SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in',
  emailTaken: 'An account with this email already exists',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpVoided: 'Too many wrong attempts. Please request a new OTP.',
  otpResendWait: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP`,
  currentPasswordWrong: 'Current password is incorrect',
  sessionExpired: 'Your session has expired. Please log in again.',
  addressNotFound: 'Address not found',
  /** One answer for a wrong, used, expired or voided code and for a number with no account. */
  phoneOtpRefused: 'That code is wrong or no longer valid. Check it, or ask for a new one.',
  phoneTaken: 'This number is already verified on another account',
  phoneAlreadyVerified: 'Your phone number is already verified',
  phoneSendFailed: 'We could not send the code just now. Please try again in a minute.',
  addressLimit: (max: number) => `You can save up to ${max} addresses`,
} as const;

/**
 * The delivery address form's labels and notes, as the address book and checkout show them: the
 * seven fields the server requires, and the two optional ones folded behind one link.
 */
export const ADDRESS_FORM_TEXTS = {
  labels: {
    houseNumber: 'House / flat number',
    street: 'Street',
    colony: 'Colony / area',
    city: 'City',
    state: 'State',
    postalCode: 'PIN code',
    country: 'Country',
  },
  recipientName: 'Recipient name (optional)',
  recipientHint: 'Who takes the parcel. Left blank, it goes in your name.',
  landmark: 'Landmark (optional)',
  landmarkHint: 'Something near the door, such as a temple or a shop.',
  /** Opens the two optional fields; they stay open once either holds something. */
  moreDetails: 'Add landmark / deliver to someone else',
  pinHint: 'City and state fill in from the PIN code',
  /** Short enough for the half-width select beside the city on a 360 px phone. */
  chooseState: 'Choose one',
  indiaOnly: 'We ship within India only.',
} as const;
