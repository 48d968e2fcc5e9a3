import { describe, expect, it } from 'vitest';
import { gridKeyTarget } from './grid-keyboard';

describe('gridKeyTarget', () => {
  it('moves by one across a row and by a row up and down, in a grid of 4 columns', () => {
    expect(gridKeyTarget('ArrowRight', 5, 24, 4)).toBe(6);
    expect(gridKeyTarget('ArrowLeft', 5, 24, 4)).toBe(4);
    expect(gridKeyTarget('ArrowDown', 5, 24, 4)).toBe(9);
    expect(gridKeyTarget('ArrowUp', 5, 24, 4)).toBe(1);
    expect(gridKeyTarget('Home', 5, 24, 4)).toBe(0);
    expect(gridKeyTarget('End', 5, 24, 4)).toBe(23);
  });

  it('stops at the edges of the grid', () => {
    expect(gridKeyTarget('ArrowLeft', 0, 24, 4)).toBe(0);
    expect(gridKeyTarget('ArrowUp', 2, 24, 4)).toBe(0);
    expect(gridKeyTarget('ArrowDown', 22, 24, 4)).toBe(23);
    expect(gridKeyTarget('ArrowRight', 23, 24, 4)).toBe(23);
  });

  it('leaves other keys alone', () => {
    expect(gridKeyTarget('Enter', 3, 24, 4)).toBeNull();
    expect(gridKeyTarget('a', 3, 24, 4)).toBeNull();
  });
});
