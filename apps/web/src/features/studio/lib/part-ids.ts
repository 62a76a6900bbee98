import { PART_ID_PATTERN } from '@clearsheets/shared';

/**
 * The next free part id with a prefix ("b1", "b2", ...): choices, items, blanks, cells and drop-downs need
 * ids unique within their question, and template markers show them, so they stay short and readable.
 */
export function nextPartId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!used.has(id) && PART_ID_PATTERN.test(id)) return id;
  }
}
