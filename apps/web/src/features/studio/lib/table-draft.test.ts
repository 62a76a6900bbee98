import { ZTableFillInContent } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { emptyContent } from './new-question';
import type { ContentDrafts } from './question-draft';
import { addColumn, addRow, blankIds, removeColumn, removeRow, setCellKind } from './table-draft';

const start = () => emptyContent(7) as ContentDrafts[7];

describe('table drafts', () => {
  it('starts with two columns, two rows and a blank per row', () => {
    expect(blankIds(start())).toEqual(['b1', 'b2']);
  });

  it('keeps one cell per column when columns come and go', () => {
    const wide = addColumn(start());
    expect(wide.rows.every((r) => r.cells.length === 3)).toBe(true);
    const narrow = removeColumn(wide, 0);
    expect(narrow.columns).toHaveLength(2);
    expect(narrow.rows.every((r) => r.cells.length === 2)).toBe(true);
  });

  it('gives new blanks ids no other blank uses', () => {
    const more = addRow(addRow(start()));
    expect(blankIds(more)).toEqual(['b1', 'b2', 'b3', 'b4']);
    const switched = setCellKind(removeRow(more, 0), 0, 0, 'blank');
    expect(new Set(blankIds(switched)).size).toBe(blankIds(switched).length);
    expect(setCellKind(switched, 0, 0, 'given').rows[0]?.cells[0]).toEqual({ kind: 'given', text: '' });
  });

  it('produces a table the schema accepts once filled in', () => {
    const table = start();
    table.columns = [{ header: 'n' }, { header: '2n' }];
    table.rows = table.rows.map((r, i) => ({
      cells: r.cells.map((c) =>
        c.kind === 'given' ? { ...c, text: String(i + 1) } : { ...c, acceptedAnswers: [String(2 * (i + 1))] },
      ),
    }));
    const out = {
      ...table,
      rows: table.rows.map((r) => ({
        cells: r.cells.map((c) => (c.kind === 'blank' ? { ...c, tolerance: undefined } : c)),
      })),
    };
    expect(ZTableFillInContent.safeParse(out).success).toBe(true);
  });
});
