import { UNEXPECTED_ERROR } from '../errors/unexpected';
import { FIELD_ERRORS } from '../checkout/fields';

/**
 * Texts of the sign-in, sign-up and account errors (spec §8). The server answers with these in
 * `error.message`; the screens show them as they are.
 */
export const AUTH_ERRORS = {
  billingIncomplete:
    'Give the whole billing address (address, city, state and PIN code), or none of it',
  invalidEmail: FIELD_ERRORS.email,
  emailRequired: FIELD_ERRORS.emailRequired,
  accountDisabled: 'This account has been disabled',
  tooManyAttempts: 'Too many failed attempts, please try again later',
  emailTaken: 'An account with this email already exists',
  weakPassword: 'Password should be at least 6 characters',
  passwordTooLong: 'Password should be at most 256 characters',
  passwordsDiffer: 'The two passwords do not match',
  passwordRequired: 'Enter your password',
  /** One text for an unknown email and a wrong password, so accounts cannot be discovered. */
  incorrectCredentials: 'Incorrect email or password',
  currentPasswordIncorrect: 'Current password is incorrect',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  signInRequired: 'Please login to continue',
  /** Fallbacks when the server fails in an unexpected way during log in / sign up. */
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  /** Shown by the screens when the request itself fails (network, unreadable answer). */
  unexpected: UNEXPECTED_ERROR,
} as const;

/** `error.code` values of the auth and account API, for screens that branch on them. */
export type AuthErrorCode =
  | 'bad_request'
  | 'invalid_credentials'
  | 'account_disabled'
  | 'too_many_attempts'
  | 'email_taken'
  | 'current_password_incorrect'
  | 'reset_link_invalid'
  | 'unauthenticated'
  | 'csrf'
  | 'login_failed'
  | 'signup_failed';

export const AUTH_MESSAGES = {
  /** The answer to every forgot-password request, whether or not the email has an account. */
  resetEmailSent:
    'If an account exists for this email, we have sent it a link to reset the password. The link works once, within 1 hour.',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  profileUpdated: 'Profile updated successfully!',
  accountPrompt: 'Please login to view your account',
} as const;
