import { PASSWORD_MIN_LENGTH } from '../constants.ts';

/**
 * The log-in and sign-up page (/auth): its frame, tabs and two forms. A module of its own, kept
 * with the screen's code (docs/decisions/0313).
 */
export const AUTH_PAGE_TEXTS = {
  title: 'Login or Sign Up',
  heading: 'Welcome to StoryFit',
  lead: 'Log in or create an account to shop, track orders and save addresses.',
  tabs: 'Login or sign up',
  login: 'Login',
  signUp: 'Sign Up',
  noAccount: "Don't have an account? ",
  haveAccount: 'Already have an account? ',
  createOne: 'Create one',
  logIn: 'Log in',
  or: 'or',
  usePhone: 'Use phone instead',
  useEmail: 'Use email instead',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  loggingIn: 'Logging in...',
  name: 'Name',
  phone: 'Phone',
  phonePlaceholder: '10-digit mobile',
  gender: 'Gender',
  selectGender: 'Select gender',
  male: 'Male',
  female: 'Female',
  other: 'Other',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',
} as const;
