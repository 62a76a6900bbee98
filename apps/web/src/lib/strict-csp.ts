import { config } from 'zod';

// The app runs under a content security policy without 'unsafe-eval' (docs/decisions/0016). Zod compiles fast
// object parsers with `new Function` unless told not to, and even its probe for eval is reported as a
// policy violation. Imported first by main.tsx, so no schema parses before this is set.
config({ jitless: true });
