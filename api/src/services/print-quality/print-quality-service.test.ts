import { describe, expect, it } from 'vitest';
import { isFarAboveUsual } from './print-quality-service.js';

describe('isFarAboveUsual', () => {
  it('flags a week failing several times as often as usual, well beyond chance', () => {
    expect(isFarAboveUsual(12, 40, 0.05)).toBe(true);
  });

  it('leaves a week at twice the usual rate alone when chance explains it', () => {
    expect(isFarAboveUsual(6, 50, 0.06)).toBe(false);
  });

  it('leaves a week alone below twice the usual rate, however many scans', () => {
    expect(isFarAboveUsual(1900, 10_000, 0.1)).toBe(false);
  });

  it('needs at least 5 failures', () => {
    expect(isFarAboveUsual(4, 4, 0.01)).toBe(false);
    expect(isFarAboveUsual(5, 5, 0.01)).toBe(true);
  });

  it('flags failures in a collection that otherwise never fails', () => {
    expect(isFarAboveUsual(5, 100, 0)).toBe(true);
  });

  it('has nothing to compare with when no other week had scans', () => {
    expect(isFarAboveUsual(30, 40, null)).toBe(false);
    expect(isFarAboveUsual(0, 0, 0.1)).toBe(false);
  });
});
