/**
 * What /verify receives: the e-mail, and when sign-up sent its code (epoch ms). Its own file, below
 * the forms that send it: the login and sign-up forms name it, and the auth form that holds them
 * does too, so the type kept in any of them tied the three into a circle.
 */
export type VerifyState = { email?: string; codeSentAt?: number };
