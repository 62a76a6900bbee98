import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('refuses spaces in the password', () => {
    expect(validateLogin({ username: 'teacher', password: 'demo 1234' })).toEqual({
      password: MESSAGES.noSpaceAccepted,
    });
  });

  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'teacher', password: 'demo1234' })).toEqual({});
  });
});
