import { describe, expect, it } from 'vitest';
import { balancedColumns } from './shortcut-columns.ts';

/** The items on each row when `count` fill rows of `columns`. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, i) => Math.min(columns, count - i * columns));

describe('the home shortcuts’ columns', () => {
  it('share eleven over two rows of six and five at desktop widths, not ten and one', () => {
    expect(rows(11, balancedColumns(11, 10))).toEqual([6, 5]);
    expect(rows(11, balancedColumns(11, 6))).toEqual([6, 5]);
    expect(rows(11, balancedColumns(11, 4))).toEqual([4, 4, 3]);
  });

  it('keep one row when it fits, and never leave a row much shorter than the others', () => {
    expect(balancedColumns(7, 10)).toBe(7);
    for (let count = 1; count <= 30; count++)
      for (const max of [4, 6, 10]) {
        const shape = rows(count, balancedColumns(count, max));
        expect(Math.max(...shape) - Math.min(...shape), `${count} at ${max}`).toBeLessThanOrEqual(
          shape.length - 1,
        );
        expect(shape[0]).toBeLessThanOrEqual(max);
      }
  });
});
