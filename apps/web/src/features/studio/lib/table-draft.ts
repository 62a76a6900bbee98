import { emptyKey } from './new-question';
import { nextPartId } from './part-ids';
import type { CellDraft, ContentDrafts } from './question-draft';

// Table fill-in edits: columns and rows stay rectangular (one cell per column), and every blank cell has
// an id no other blank of the table uses.

type Table = ContentDrafts[7];

export const blankIds = (table: Table) =>
  table.rows.flatMap((r) => r.cells.flatMap((c) => (c.kind === 'blank' ? [c.id] : [])));

const given = (): CellDraft => ({ kind: 'given', text: '' });

export function addColumn(table: Table): Table {
  return {
    columns: [...table.columns, { header: '' }],
    rows: table.rows.map((r) => ({ cells: [...r.cells, given()] })),
  };
}

export function removeColumn(table: Table, index: number): Table {
  return {
    columns: table.columns.filter((_, i) => i !== index),
    rows: table.rows.map((r) => ({ cells: r.cells.filter((_, i) => i !== index) })),
  };
}

/** A new row: the first column given (a label), the others to fill in. */
export function addRow(table: Table): Table {
  const taken = blankIds(table);
  const cells = table.columns.map((_, i): CellDraft => {
    if (i === 0) return given();
    const id = nextPartId('b', taken);
    taken.push(id);
    return { kind: 'blank', id, ...emptyKey() };
  });
  return { ...table, rows: [...table.rows, { cells }] };
}

export function removeRow(table: Table, index: number): Table {
  return { ...table, rows: table.rows.filter((_, i) => i !== index) };
}

export function setCell(table: Table, row: number, column: number, cell: CellDraft): Table {
  return {
    ...table,
    rows: table.rows.map((r, ri) => (ri === row ? { cells: r.cells.map((c, ci) => (ci === column ? cell : c)) } : r)),
  };
}

/** Turns a cell into given text or into a blank (with a fresh id and an empty key). */
export function setCellKind(table: Table, row: number, column: number, kind: CellDraft['kind']): Table {
  const current = table.rows[row]?.cells[column];
  if (!current || current.kind === kind) return table;
  const cell: CellDraft =
    kind === 'given' ? given() : { kind: 'blank', id: nextPartId('b', blankIds(table)), ...emptyKey() };
  return setCell(table, row, column, cell);
}
