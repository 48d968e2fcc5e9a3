import { describe, expect, it } from 'vitest';
import legacyBlocks from './fixtures/legacy-blocks.json';
import { INVALID_JSON, readContentJson } from './content-json';
import { DEFAULT_FONTS, DEFAULT_STYLES, newSection } from './new-content';

describe('the Advanced View JSON (001 §5)', () => {
  it('refuses text that is not a JSON object with the spec text', () => {
    expect(readContentJson('{"fonts": [')).toEqual({ ok: false, error: INVALID_JSON });
    expect(readContentJson('[1, 2]')).toEqual({ ok: false, error: INVALID_JSON });
    expect(INVALID_JSON).toBe('Invalid JSON. Invalid JSON will not be saved.');
  });

  it('names every missing required key', () => {
    expect(readContentJson('{"fonts": []}')).toEqual({
      ok: false,
      error: 'JSON is missing the required keys: sections, styles',
    });
  });

  it('takes complete content as it is', () => {
    const content = { fonts: DEFAULT_FONTS, sections: [newSection()], styles: DEFAULT_STYLES };
    expect(readContentJson(JSON.stringify(content))).toEqual({ ok: true, content, notes: [] });
  });

  it('refuses content the API would refuse on save, naming where with the API’s words', () => {
    const tooTall = { id: 'gap', type: 'spacer' as const, data: { height: 401 } };
    const content = { fonts: DEFAULT_FONTS, sections: [newSection([tooTall])], styles: DEFAULT_STYLES };
    const result = readContentJson(JSON.stringify(content));
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^content\.sections\.0\.data\.content\.0\.data\.height: /),
    });
  });

  it('takes old-format content and converts it', () => {
    const result = readContentJson(JSON.stringify(legacyBlocks));
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.content.sections[0]?.data.content[0]).toMatchObject({ type: 'text', data: { style: 'heading' } });
  });
});
