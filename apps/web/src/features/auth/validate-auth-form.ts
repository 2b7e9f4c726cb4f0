import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ziskomer/domain';

/** SPEC §5: a simple address pattern, checked in the browser; the server checks again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Keys of `auth:validation.*`. */
export type ValidationKey =
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsMismatch'
  | 'nameTooShort';

export type FieldErrors<V> = Partial<Record<keyof V, ValidationKey>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateEmail(email: string): ValidationKey | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'invalidEmail';
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'passwordTooLong';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordsMismatch';
  return errors;
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const email = validateEmail(values.email);
  return email ? { email } : {};
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = { ...validateNewPassword(values) };
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (values.fullName.trim().length < 2) errors.fullName = 'nameTooShort';
  return errors;
}
