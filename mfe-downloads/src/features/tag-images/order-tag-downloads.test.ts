import 'fake-indexeddb/auto';
import { schemaResolver } from '@mantine/form';
import type { Collection } from 'shared';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BLEED_WITHIN_MARGIN,
  CHOOSE_A_LOGO,
  NOT_A_VALID_QUANTITY,
  NUMBER_GREATER_THAN_ZERO_REQUIRED,
  NUMBER_OF_ZERO_OR_MORE_REQUIRED,
} from './tag-image-rules';
import {
  initialTagDownloadOrderForm,
  orderTagDownloads,
  planTagDownloadJobs,
  SELECT_AT_LEAST_ONE_COLLECTION,
  tagDownloadOrderSchema,
  type TagDownloadOrderForm,
} from './order-tag-downloads';
import { tagDownloadQueue } from './tag-download-queue-store';

const validate = schemaResolver(tagDownloadOrderSchema, { sync: true });
const form = (overrides: Partial<TagDownloadOrderForm>): TagDownloadOrderForm => ({
  ...initialTagDownloadOrderForm,
  imageFormatOption: 'PNG',
  collectionIds: ['c1'],
  ...overrides,
});

function collection(id: string, name: string, tagCount: number): Collection {
  return {
    id,
    name,
    projectId: 'p1',
    tagCount,
    tagsOrdered: tagCount,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

describe('tagDownloadOrderSchema', () => {
  it('wants a logo with Custom Logo, and drops one left over with No Logo', () => {
    expect(validate(form({ hubImageOption: 'CUSTOM_LOGO' }))).toEqual({ hubImageBase64Data: CHOOSE_A_LOGO });
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(validate(form({ hubImageOption: 'CUSTOM_LOGO', hubImageBase64Data: logo }))).toEqual({});
    expect(v.parse(tagDownloadOrderSchema, form({ hubImageBase64Data: logo })).hubImageBase64Data).toBe('');
    for (const imageFormatOption of ['EPS', 'PDF']) {
      expect(validate(form({ hubImageOption: 'CUSTOM_LOGO', hubImageBase64Data: logo, imageFormatOption }))).toEqual(
        {},
      );
    }
  });

  it('takes a PNG size of 100 to 4000 px, and ignores it for other formats', () => {
    expect(validate(form({ pngSize: 200 }))).toEqual({});
    expect(validate(form({ pngSize: 50 }))).toEqual({
      pngSize: 'Too small to print: the smallest size allowed is 100 px',
    });
    expect(validate(form({ pngSize: 'big' }))).toEqual({ pngSize: NOT_A_VALID_QUANTITY });
    expect(v.parse(tagDownloadOrderSchema, form({ imageFormatOption: 'EPS', pngSize: 'big' })).pngSize).toBe(1000);
  });

  it('accepts the defaults once a format and a collection are chosen', () => {
    expect(validate(form({}))).toEqual({});
    expect(v.parse(tagDownloadOrderSchema, form({}))).toMatchObject({
      hubImageOption: 'NO_LOGO',
      tagsPerArchive: 1000,
      pdfTagSize: 20,
      pdfTagMargin: 5,
    });
  });

  it('asks for at least one collection', () => {
    expect(validate(form({ collectionIds: [] }))).toEqual({ collectionIds: SELECT_AT_LEAST_ONE_COLLECTION });
  });

  it('requires a format and reports the other fields at the same time', () => {
    const errors = validate(form({ imageFormatOption: '', collectionIds: [] }));
    expect(Object.keys(errors).sort()).toEqual(['collectionIds', 'imageFormatOption']);
  });

  it.each([['abc'], [''], [-5], [0], [2.5], ['-1']])(
    'says "Not a valid quantity" for %j tags per archive',
    (tagsPerArchive) => {
      expect(validate(form({ tagsPerArchive }))).toEqual({ tagsPerArchive: NOT_A_VALID_QUANTITY });
    },
  );

  it('accepts tags per archive typed as text', () => {
    expect(v.parse(tagDownloadOrderSchema, form({ tagsPerArchive: '250' })).tagsPerArchive).toBe(250);
  });

  it.each([[0], [-1], [''], ['x']])('requires a PDF diameter and margin greater than zero, not %j', (value) => {
    expect(validate(form({ imageFormatOption: 'PDF', pdfTagSize: value, pdfTagMargin: value }))).toEqual({
      pdfTagSize: NUMBER_GREATER_THAN_ZERO_REQUIRED,
      pdfTagMargin: NUMBER_GREATER_THAN_ZERO_REQUIRED,
    });
  });

  it('reports PDF sizes together with a missing collection', () => {
    expect(validate(form({ imageFormatOption: 'PDF', pdfTagSize: 0, collectionIds: [] }))).toEqual({
      pdfTagSize: NUMBER_GREATER_THAN_ZERO_REQUIRED,
      collectionIds: SELECT_AT_LEAST_ONE_COLLECTION,
    });
  });

  it.each([['PDF'], ['EPS']])('keeps the diameter and margin for %s and ignores leftover ones for PNG', (format) => {
    expect(
      v.parse(tagDownloadOrderSchema, form({ imageFormatOption: format, pdfTagSize: 12.5, pdfTagMargin: '2' })),
    ).toMatchObject({
      pdfTagSize: 12.5,
      pdfTagMargin: 2,
    });
    expect(v.parse(tagDownloadOrderSchema, form({ imageFormatOption: 'PNG', pdfTagSize: 0 }))).toMatchObject({
      pdfTagSize: 20,
    });
  });

  it('prints K-only black with no bleed and no crop marks unless asked, and keeps what EPS asks', () => {
    expect(v.parse(tagDownloadOrderSchema, form({ imageFormatOption: 'EPS' }))).toMatchObject({
      printColour: 'cmyk',
      bleedMm: 0,
      cropMarks: false,
    });
    expect(
      v.parse(
        tagDownloadOrderSchema,
        form({ imageFormatOption: 'EPS', printColour: 'rgb', bleedMm: '1', cropMarks: true }),
      ),
    ).toMatchObject({ printColour: 'rgb', bleedMm: 1, cropMarks: true });
    // A PNG has no print settings: leftovers from another format are dropped.
    expect(v.parse(tagDownloadOrderSchema, form({ printColour: 'rgb', bleedMm: -4, cropMarks: true }))).toMatchObject({
      printColour: 'cmyk',
      bleedMm: 0,
      cropMarks: false,
    });
  });

  it.each([[-1], [''], ['x']])('wants a bleed of 0 mm or more for EPS and PDF, not %j', (bleedMm) => {
    expect(validate(form({ imageFormatOption: 'EPS', bleedMm }))).toEqual({ bleedMm: NUMBER_OF_ZERO_OR_MORE_REQUIRED });
    expect(validate(form({ imageFormatOption: 'PDF', bleedMm }))).toEqual({ bleedMm: NUMBER_OF_ZERO_OR_MORE_REQUIRED });
  });

  it('keeps a PDF bleed and crop marks within the margin, the page being diameter + 2 × margin', () => {
    const pdf = (overrides: Partial<TagDownloadOrderForm>) =>
      validate(form({ imageFormatOption: 'PDF', pdfTagMargin: 3, ...overrides }));
    expect(pdf({ bleedMm: 3 })).toEqual({});
    expect(pdf({ bleedMm: 3.5 })).toEqual({ bleedMm: BLEED_WITHIN_MARGIN });
    expect(pdf({ cropMarks: true })).toEqual({ pdfTagMargin: 'Crop marks need a margin of 4 mm or more' });
    expect(pdf({ cropMarks: true, bleedMm: 1, pdfTagMargin: 5 })).toEqual({});
    expect(pdf({ cropMarks: true, bleedMm: 2, pdfTagMargin: 5 })).toEqual({
      pdfTagMargin: 'Crop marks need a margin of 6 mm or more',
    });
    // An EPS is the same size as the PDF page: the same rules.
    expect(validate(form({ imageFormatOption: 'EPS', pdfTagMargin: 3, cropMarks: true }))).toEqual({
      pdfTagMargin: 'Crop marks need a margin of 4 mm or more',
    });
  });

  it('refuses a hub image option it does not know', () => {
    expect(validate(form({ hubImageOption: 'SOMETHING' }))).toHaveProperty('hubImageOption');
  });
});

describe('planTagDownloadJobs', () => {
  const collections = [
    collection('c1', 'Leather Tote Bags', 2500),
    collection('c2', 'Sunglasses Launch', 0),
    collection('c3', 'Silk', 10),
  ];
  let next = 0;
  const newId = () => `job-${++next}`;
  beforeEach(() => {
    next = 0;
  });

  it('makes one queued job per archive of each selected collection', () => {
    const order = v.parse(
      tagDownloadOrderSchema,
      form({ imageFormatOption: 'PDF', collectionIds: ['c1'], pdfTagSize: 30 }),
    );
    const { jobs, skipped } = planTagDownloadJobs('p1', order, collections, newId);
    expect(skipped).toEqual([]);
    expect(jobs.map((job) => [job.fileName, job.startTagOffset, job.tagCount])).toEqual([
      ['Leather-Tote-Bags-pdf-k-1-of-3', 0, 1000],
      ['Leather-Tote-Bags-pdf-k-2-of-3', 1000, 1000],
      ['Leather-Tote-Bags-pdf-k-3-of-3', 2000, 500],
    ]);
    expect(jobs[0]).toEqual({
      id: 'job-1',
      fileName: 'Leather-Tote-Bags-pdf-k-1-of-3',
      collectionId: 'c1',
      collectionName: 'Leather Tote Bags',
      projectId: 'p1',
      archiveNumber: 1,
      archiveTotal: 3,
      startTagOffset: 0,
      tagCount: 1000,
      hubImageOption: 'NO_LOGO',
      imageFormatOption: 'PDF',
      pdfTagSize: 30,
      pdfTagMargin: 5,
      pngSize: 1000,
      hubImageBase64Data: '',
      printColour: 'cmyk',
      bleedMm: 0,
      cropMarks: false,
      clearZoneMm: 1,
      whiteBackground: false,
      tagsComplete: 0,
      percentageComplete: 0,
      status: 'queued',
    });
  });

  it('skips collections without tags and names them', () => {
    const order = v.parse(tagDownloadOrderSchema, form({ collectionIds: ['c3', 'c2'] }));
    const { jobs, skipped } = planTagDownloadJobs('p1', order, collections, newId);
    expect(jobs.map((job) => job.fileName)).toEqual(['Silk-png-1-of-1']);
    expect(skipped.map((entry) => entry.name)).toEqual(['Sunglasses Launch']);
  });
});

describe('orderTagDownloads', () => {
  it("adds the planned jobs to the project's queue", () => {
    orderTagDownloads('p-order', form({ collectionIds: ['c1'], tagsPerArchive: 2000 }), [
      collection('c1', 'Bags', 2500),
    ]);
    expect(
      tagDownloadQueue('p-order')
        .getState()
        .jobs.map((job) => job.fileName),
    ).toEqual(['Bags-png-1-of-2', 'Bags-png-2-of-2']);
  });

  it('refuses values that do not pass the schema', () => {
    expect(() => orderTagDownloads('p-order', form({ collectionIds: [] }), [])).toThrow();
  });
});
