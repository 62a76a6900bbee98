import { describe, expect, it } from 'vitest';
import { gradingShortcut, isTextEntry, type ShortcutEvent } from './shortcuts';

const press = (key: string, target: ShortcutEvent['target'] = { tagName: 'BODY' }, mods: Partial<ShortcutEvent> = {}) =>
  gradingShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

describe('gradingShortcut', () => {
  it('picks a level with a digit and moves with N and P outside text fields', () => {
    expect(press('2')).toEqual({ kind: 'level', points: 2 });
    expect(press('0', { tagName: 'INPUT', type: 'radio' })).toEqual({ kind: 'level', points: 0 });
    expect(press('n', { tagName: 'BUTTON' })).toEqual({ kind: 'next' });
    expect(press('P')).toEqual({ kind: 'previous' });
  });

  it('never acts on plain keys typed into text fields', () => {
    for (const target of [
      { tagName: 'TEXTAREA' },
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(press('2', target)).toBeNull();
      expect(press('n', target)).toBeNull();
    }
  });

  it('saves with Ctrl+Enter or Cmd+Enter anywhere, even while typing feedback', () => {
    expect(press('Enter', { tagName: 'TEXTAREA' }, { ctrlKey: true })).toEqual({ kind: 'save' });
    expect(press('Enter', { tagName: 'BODY' }, { metaKey: true })).toEqual({ kind: 'save' });
    expect(press('Enter', { tagName: 'BODY' })).toBeNull();
    expect(press('Enter', { tagName: 'BODY' }, { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('leaves browser and system shortcuts alone', () => {
    expect(press('2', { tagName: 'BODY' }, { ctrlKey: true })).toBeNull();
    expect(press('n', { tagName: 'BODY' }, { metaKey: true })).toBeNull();
    expect(press('p', { tagName: 'BODY' }, { altKey: true })).toBeNull();
    expect(press('x')).toBeNull();
    expect(press('ArrowDown')).toBeNull();
  });
});

describe('isTextEntry', () => {
  it('knows radios, checkboxes and buttons take no text', () => {
    expect(isTextEntry({ tagName: 'input', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTextEntry(null)).toBe(false);
  });
});
