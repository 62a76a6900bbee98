import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('prefers the stored choice when it is supported', () => {
    expect(detectLanguage('es', 'en-US')).toBe('es');
    expect(detectLanguage('en', 'es-MX')).toBe('en');
    expect(detectLanguage('es-MX', 'en-US')).toBe('es');
  });

  it('falls back to the browser language, Spanish only when it starts with es', () => {
    expect(detectLanguage(null, 'es-419')).toBe('es');
    expect(detectLanguage(null, 'en-GB')).toBe('en');
    expect(detectLanguage('fr', 'es')).toBe('es');
    expect(detectLanguage(undefined, undefined)).toBe('en');
  });
});
