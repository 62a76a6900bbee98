// Field shapes the lesson contracts share (not part of the package's surface).
import { z } from 'zod';

export const ZKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use 1-64 lower-case letters, digits or dashes');
export const ZText = (max: number) => z.string().trim().min(1).max(max);
