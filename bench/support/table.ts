import type { Cell } from './types';

/** Numbers for tables: thousands separators, `digits` decimals (0 for large values). */
export function num(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return 'n/a';
  const d = Math.abs(value) >= 1000 ? 0 : digits;
  return value.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${num((part / whole) * 100, 1)}%` : 'n/a';
}

const escapeCell = (cell: Cell) => String(cell).replaceAll('|', '\\|');
const numeric = /^([-+]?[\d,.]+(%| ms)?|n\/a)$/;

/** A GitHub-flavoured Markdown table, padded for reading in a terminal; numeric columns right-aligned. */
export function markdownTable(columns: string[], rows: Cell[][]): string {
  const text = rows.map((row) => columns.map((_, i) => escapeCell(row[i] ?? '')));
  const head = columns.map(escapeCell);
  const widths = head.map((h, i) => Math.max(3, h.length, ...text.map((r) => r[i]!.length)));
  const right = head.map(
    (_, i) => text.some((r) => numeric.test(r[i]!)) && text.every((r) => r[i] === '' || numeric.test(r[i]!)),
  );
  const pad = (s: string, i: number) => (right[i] ? s.padStart(widths[i]!) : s.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(head), rule, ...text.map(line)].join('\n');
}
