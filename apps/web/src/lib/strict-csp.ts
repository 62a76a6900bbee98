// The app runs under a content security policy without 'unsafe-eval' (docs/decisions/0016). Zod compiles fast
// object parsers with `new Function` unless told not to, and even its probe for eval is reported as a policy
// violation. Imported first by main.tsx, so no schema parses before this is set.
//
// Set through the global zod reads its configuration from (zod's `config()` writes the same object), not by
// importing zod: importing it here would put the validator into every first load, and the student's first
// screen parses nothing. strict-csp.test.ts proves zod still picks this up.

const zodConfigKey = '__zod_globalConfig';
const holder = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
// The same object zod keeps (zod reuses one already there, and keeps the one it made if it loaded first).
const zodConfig = holder[zodConfigKey] ?? {};
zodConfig.jitless = true;
holder[zodConfigKey] = zodConfig;

export {};
