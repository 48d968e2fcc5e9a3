import { describe, expect, it } from 'vitest';
import { toDay } from 'shared';
import { projectToday } from './project-today';

describe('projectToday', () => {
  // 23:30 in London on 22 November is already 23 November in Tokyo and still 22 November in New York.
  const now = new Date('2026-11-22T23:30:00Z');

  it("is today in the project's time zone", () => {
    expect(projectToday('Asia/Tokyo', now)).toBe('2026-11-23');
    expect(projectToday('America/New_York', now)).toBe('2026-11-22');
    expect(projectToday('UTC', now)).toBe('2026-11-22');
  });

  it("is today in the browser's zone when the project names none or one the browser does not know", () => {
    expect(projectToday(undefined, now)).toBe(toDay(now));
    expect(projectToday('Mars/Olympus', now)).toBe(toDay(now));
  });
});
