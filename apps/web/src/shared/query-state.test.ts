import { describe, expect, it } from 'vitest';
import { decideQueryState } from './query-state';

const loading = { data: undefined, error: undefined };
const failed = (error: unknown) => ({ data: undefined, error });

describe('decideQueryState', () => {
  it('waits while any query has no data and none failed', () => {
    expect(decideQueryState([loading])).toEqual({ kind: 'loading' });
    expect(decideQueryState([{ data: 1 }, loading])).toEqual({ kind: 'loading' });
  });

  it('hands on every query’s data in order once all answered', () => {
    expect(decideQueryState([{ data: 'a' }, { data: [1, 2] }])).toEqual({
      kind: 'ready',
      data: ['a', [1, 2]],
    });
  });

  it('reports the first error of a query that has no data yet', () => {
    const first = new Error('uno');
    expect(decideQueryState([{ data: 1 }, failed(first), failed(new Error('dos'))])).toEqual({
      kind: 'error',
      error: first,
    });
  });

  it('keeps showing the data of a query whose revalidation failed (SWR keeps the last answer)', () => {
    expect(decideQueryState([{ data: 1, error: new Error('caída') }])).toEqual({
      kind: 'ready',
      data: [1],
    });
  });

  it('treats a null error as none, as the pages did (`error !== undefined && error !== null`)', () => {
    expect(decideQueryState([{ data: undefined, error: null }])).toEqual({ kind: 'loading' });
  });

  it('says empty when the loaded data has nothing to show', () => {
    const isEmpty = ([rows]: readonly [readonly number[]]) => rows.length === 0;
    expect(decideQueryState([{ data: [] as number[] }], isEmpty)).toEqual({
      kind: 'empty',
      data: [[]],
    });
    expect(decideQueryState([{ data: [3] }], isEmpty)).toEqual({ kind: 'ready', data: [[3]] });
  });
});
