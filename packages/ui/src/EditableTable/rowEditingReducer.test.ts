import { describe, expect, it } from 'vitest';
import { type EditingState, editingReducer, initialEditingState } from './rowEditingReducer';

const editingA = editingReducer(initialEditingState, {
  type: 'start',
  rowKey: 'A',
  draft: { monto: 10 },
  focusColumn: 'monto',
});

function run(state: EditingState, ...types: Parameters<typeof editingReducer>[1][]) {
  return types.reduce(editingReducer, state);
}

describe('editingReducer', () => {
  it('edits one row at a time: a second start is ignored', () => {
    const next = editingReducer(editingA, { type: 'start', rowKey: 'B', draft: {} });
    expect(next.editing?.rowKey).toBe('A');
  });

  it('keeps typed values and clears the typed cell’s message', () => {
    const invalid = run(
      editingA,
      { type: 'requestSave' },
      { type: 'invalid', errors: { monto: 'Monto requerido!' } },
    );
    expect(invalid.editing?.phase).toBe('editing');
    const typed = editingReducer(invalid, { type: 'change', column: 'monto', value: 12 });
    expect(typed.editing?.draft).toEqual({ monto: 12 });
    expect(typed.editing?.errors).toEqual({});
  });

  it('takes a value committed after the save was requested (Enter in a NumberField)', () => {
    const next = run(
      editingA,
      { type: 'requestSave' },
      { type: 'change', column: 'monto', value: 13 },
    );
    expect(next.editing).toMatchObject({ phase: 'saveRequested', draft: { monto: 13 } });
  });

  it('ignores typing while saving and keeps the row in edit mode when the save fails', () => {
    const saving = run(editingA, { type: 'requestSave' }, { type: 'saving' });
    expect(editingReducer(saving, { type: 'change', column: 'monto', value: 1 })).toBe(saving);
    const failed = editingReducer(saving, { type: 'saveFailed' });
    expect(failed.editing).toMatchObject({ rowKey: 'A', phase: 'editing', draft: { monto: 10 } });
  });

  it('leaves edit mode after a save and sends focus back to the row’s Edit button once', () => {
    const saved = run(editingA, { type: 'requestSave' }, { type: 'saving' }, { type: 'saved' });
    expect(saved).toEqual({ editing: null, returnFocusTo: 'A' });
    expect(editingReducer(saved, { type: 'focusReturned' })).toEqual(initialEditingState);
  });

  it('asks before cancelling: keep editing keeps the draft, discard leaves edit mode', () => {
    const asking = editingReducer(editingA, { type: 'requestCancel' });
    expect(asking.editing?.isConfirmingCancel).toBe(true);
    expect(editingReducer(asking, { type: 'requestSave' })).toBe(asking);
    const kept = editingReducer(asking, { type: 'keepEditing' });
    expect(kept.editing).toMatchObject({ isConfirmingCancel: false, draft: { monto: 10 } });
    expect(editingReducer(asking, { type: 'discard' })).toEqual({
      editing: null,
      returnFocusTo: 'A',
    });
  });

  it('does not cancel while saving', () => {
    const saving = run(editingA, { type: 'requestSave' }, { type: 'saving' });
    expect(editingReducer(saving, { type: 'requestCancel' })).toBe(saving);
  });

  it('leaves edit mode without moving focus when the row left the data', () => {
    expect(editingReducer(editingA, { type: 'rowRemoved' })).toEqual(initialEditingState);
  });
});
