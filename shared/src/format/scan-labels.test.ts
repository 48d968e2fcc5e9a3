import { describe, expect, it } from 'vitest';
import { placeName, scannerName } from './scan-labels';

describe('scannerName', () => {
  it("uses the spec's display names and counts a missing agent as Other", () => {
    expect(
      ['WEBSCANNER', 'WECHAT', 'NATIVESCANNER_IOS', 'NATIVESCANNER_ANDROID', 'WHATSAPP', 'OTHER'].map(scannerName),
    ).toEqual(['Web', 'WeChat', 'iOS', 'Android', 'WhatsApp', 'Other']);
    expect(scannerName(undefined)).toBe('Other');
    expect(scannerName(null)).toBe('Other');
    expect(scannerName('')).toBe('Other');
  });
});

describe('placeName', () => {
  it("calls a name of 1 character or fewer 'Unknown'", () => {
    expect(['', 'X', ' ', 'Ur', ' Paris '].map(placeName)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Ur', 'Paris']);
  });
});
