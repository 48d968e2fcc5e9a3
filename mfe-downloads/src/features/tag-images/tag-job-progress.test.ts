import { describe, expect, it } from 'vitest';
import { durationWords } from './tag-job-progress';

describe('durationWords', () => {
  it('says seconds under a minute, minutes under an hour, then hours and minutes, in whole words', () => {
    expect(durationWords(0.2)).toBe('about 1 second');
    expect(durationWords(59)).toBe('about 59 seconds');
    expect(durationWords(61)).toBe('about 2 minutes');
    expect(durationWords(3600)).toBe('about 1 hour');
    expect(durationWords(3 * 3600 + 5 * 60)).toBe('about 3 hours 5 minutes');
  });
});
