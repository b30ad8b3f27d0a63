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
} as const;

/** Screen states and fixed texts of accounts (sign-up, sign-in, profile, addresses). */
export const ACCOUNT_SCREEN = {
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  otpHint: `Check your inbox for the 6-digit code we sent. It expires in ${OTP_TTL_MINUTES} minutes.`,
  noAddresses: 'No addresses found.',
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
  addressLimit: (max: number) => `You can save up to ${max} addresses`,
} as const;
