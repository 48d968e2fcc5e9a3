import { describe, expect, it } from 'vitest';
import { scanImageFile } from './get-scan-image';

describe('scanImageFile', () => {
  it('reads the file of a scan image URL the events API made, on any host', () => {
    const file = `${'0123456789abcdef'.repeat(4)}.jpg`;
    expect(scanImageFile(`/api/events/ted/scan-images/${file}`)).toBe(file);
    expect(scanImageFile(`https://events.example.com/ted/scan-images/${file}`)).toBe(file);
  });

  it('refuses any other URL, so the session token never goes to it', () => {
    expect(scanImageFile('https://cdn.example.com/photo.jpg')).toBeNull();
    expect(scanImageFile(`/api/events/ted/scan-images/${'0'.repeat(64)}.gif`)).toBeNull();
    expect(scanImageFile(`/api/events/ted/scan-images/${'0'.repeat(64)}.jpg?x=1`)).toBeNull();
  });
});
