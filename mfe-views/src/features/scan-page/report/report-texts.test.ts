import { describe, expect, it } from 'vitest';
import { RESULT_VIEW_LANGUAGES } from 'shared/contracts/collection-views';
import { MAX_REPORT_PHOTO_BYTES, REPORT_PHOTO_REFUSED_MESSAGE } from 'shared/contracts/consumer-reports';
import { reportTexts } from './report-texts';
import { photoProblem } from './photo-picker';

describe('reportTexts', () => {
  it('has every word in every scan page language, English where a language has none of its own', () => {
    const english = reportTexts('en');
    for (const language of RESULT_VIEW_LANGUAGES) {
      const texts = reportTexts(language);
      for (const key of Object.keys(english) as (keyof typeof english)[]) expect(texts[key]).toBeDefined();
    }
    expect(reportTexts('ja').open).toBe('Report a problem with this product');
    expect(reportTexts('de').open).toBe('Ein Problem mit diesem Produkt melden');
  });

  it('leaves English problems to the contract, which names the field', () => {
    expect(reportTexts('en').errors).toEqual({});
    expect(reportTexts('fr').errors.price).toBe('Prix : un nombre comme 49,90.');
  });
});

describe('photoProblem', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('names the first photo the API would refuse by type or size', () => {
    expect(photoProblem([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')])).toBeNull();
    expect(photoProblem([file('a.jpg', 'image/jpeg'), file('b.heic', 'image/heic')])).toBe(
      `Photo 2 (b.heic): ${REPORT_PHOTO_REFUSED_MESSAGE}`,
    );
    expect(photoProblem([file('big.jpg', 'image/jpeg', MAX_REPORT_PHOTO_BYTES + 1)])).toBe(
      `Photo 1 (big.jpg): ${REPORT_PHOTO_REFUSED_MESSAGE}`,
    );
  });
});
