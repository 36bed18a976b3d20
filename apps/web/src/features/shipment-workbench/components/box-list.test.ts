import { createElement } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import type { Box } from '@stowline/domain';
import { createRowCache } from './box-list';

const row = (index: number, start = index * 76): VirtualItem => ({
  index,
  key: index,
  start,
  end: start + 76,
  size: 76,
  lane: 0,
});
const box = (number: number) => ({ _id: `b${number}`, number }) as unknown as Box;

describe("the box list's row cache", () => {
  it('keeps a row while its place, box and the settings are the same, and draws it again when one changes', () => {
    const rows = createRowCache();
    const boxes = [box(1), box(2), box(3)];
    const settings = { editable: true } as never;
    let drawn = 0;
    const draw = (item: VirtualItem) => {
      drawn += 1;
      return createElement('div', { key: item.key });
    };
    const first = rows([row(0), row(1)], settings, (i) => boxes[i], draw);
    expect(drawn).toBe(2);

    // Scrolled one row: the row that stays keeps its element, the one coming into view is drawn.
    const second = rows([row(1), row(2)], { editable: true } as never, (i) => boxes[i], draw);
    expect(drawn).toBe(3);
    expect(second[0]).toBe(first[1]);

    // Its box changed (a page answered, units added), or it moved: drawn again.
    boxes[1] = box(2);
    const third = rows([row(1), row(2, 200)], settings, (i) => boxes[i], draw);
    expect(drawn).toBe(5);
    expect(third[0]).not.toBe(second[0]);

    // The list's settings changed (a selection, a panel's flag): every row is drawn again.
    rows([row(1), row(2, 200)], { editable: false } as never, (i) => boxes[i], draw);
    expect(drawn).toBe(7);

    // A row that left is not kept: back in view, it is drawn again.
    rows([row(2, 200)], { editable: false } as never, (i) => boxes[i], draw);
    rows([row(1), row(2, 200)], { editable: false } as never, (i) => boxes[i], draw);
    expect(drawn).toBe(8);
  });
});
