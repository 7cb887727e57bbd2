import { describe, expect, it } from 'vitest';
import { accountMessages, passwordMinLength } from '@coop/contract';
import { authMessages } from './auth-messages';
import {
  validateForgotPassword,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateSignup,
} from './validation';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail pattern and the 6-character minimum', () => {
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateLogin({ email: 'a@b', password: '123456' }).email).toBe(accountMessages.emailInvalid);
  });

  it('accepts a valid pair, with spaces around the e-mail', () => {
    expect(validateLogin({ email: '  parent@example.org ', password: '123456' })).toEqual({});
  });

  it('treats a blank e-mail as missing', () => {
    expect(validateLogin({ email: '   ', password: 'secret1' }).email).toBe(accountMessages.emailRequired);
  });
});

describe('validateSignup', () => {
  it('asks for the full name and checks its length after trimming', () => {
    const base = { email: 'new@example.org', password: 'secret12' };
    expect(validateSignup({ ...base, name: '' })).toEqual({ name: 'Full name is required' });
    expect(validateSignup({ ...base, name: '   ' })).toEqual({ name: 'Full name is required' });
    expect(validateSignup({ ...base, name: ' J ' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(validateSignup({ ...base, name: 'Jo' })).toEqual({});
  });

  it('checks the e-mail as login does, and the password with the minimum of a change or a reset', () => {
    expect(validateSignup({ name: 'Jo Smith', email: 'x', password: '1234567' })).toEqual({
      email: accountMessages.emailInvalid,
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignup({ name: 'Jo Smith', email: 'jo@example.org', password: '12345678' })).toEqual({});
    expect(passwordMinLength.chosen).toBe(8);
  });
});

describe('validatePasswordChange', () => {
  const good = { currentPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };

  it('accepts a proper change', () => {
    expect(validatePasswordChange(good)).toEqual({});
  });

  it('asks for every field', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('wants at least 8 characters', () => {
    expect(validatePasswordChange({ ...good, newPassword: '1234567', confirmPassword: '1234567' }).newPassword).toBe(
      'New password must be at least 8 characters long',
    );
  });

  it('wants the confirmation to match', () => {
    expect(validatePasswordChange({ ...good, confirmPassword: 'new-secret-2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(authMessages.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('wants a password different from the current one', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'same-secret',
        newPassword: 'same-secret',
        confirmPassword: 'same-secret',
      }),
    ).toEqual({ newPassword: 'New password must be different from current password' });
  });
});

describe('validateForgotPassword', () => {
  it('asks for a valid e-mail address', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: accountMessages.emailRequired });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: accountMessages.emailInvalid });
    expect(validateForgotPassword({ email: ' parent@example.org ' })).toEqual({});
  });
});

describe('validatePasswordReset', () => {
  it('applies the change-password rules to the new password and its confirmation', () => {
    expect(validatePasswordReset({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: accountMessages.newPasswordRequired,
      confirmPassword: authMessages.confirmPasswordRequired,
    });
    expect(validatePasswordReset({ newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: accountMessages.newPasswordTooShort,
    });
    expect(validatePasswordReset({ newPassword: 'long-enough', confirmPassword: 'long-enougH' })).toEqual({
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
    expect(validatePasswordReset({ newPassword: 'long-enough', confirmPassword: 'long-enough' })).toEqual({});
  });
});
