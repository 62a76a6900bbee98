import { describe, expect, it } from 'vitest';

describe('strict-csp', () => {
  it('turns zod jitless without importing zod, so schemas never compile with new Function', async () => {
    await import('./strict-csp');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // An object parse (the path that would compile a parser) still works.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
