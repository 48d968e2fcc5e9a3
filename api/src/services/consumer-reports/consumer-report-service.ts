import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { Db } from '../../db/db.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { ASSET_VARIANTS, type AssetVariant } from 'shared/contracts/assets';
import {
  ConsumerReportFields,
  MAX_REPORTS_PER_PAGE,
  REPORT_PHOTO_REFUSED_MESSAGE,
  type ConsumerReport,
  type ConsumerReportList,
  type ConsumerReportListQuery,
  type ConsumerReportReceipt,
} from 'shared/contracts/consumer-reports';
import type { ReportCreatedMessage } from 'shared/contracts/webhooks';
import {
  findReport,
  findReportPhoto,
  findTagScan,
  insertReport,
  listReportPhotos,
  listReportsPage,
  type NewReportPhotoRow,
  type ReportPhotoRow,
  type ReportRow,
} from '../../repositories/consumer-reports/consumer-reports-repository.js';
import type { ScannedTagRow } from '../../repositories/scan-pages/scan-pages-repository.js';
import { queueEvent } from '../../repositories/webhooks/webhooks-repository.js';
import { openOrFindCase } from '../cases/case-service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission, type ProjectAccess } from '../projects/project-access.js';
import { canReadScanEvents } from '../scan-events/scan-event-service.js';
import { processAssetImage, mimeOfExtension, type ProcessedAsset } from '../assets/asset-images.js';
import { putImageFiles } from '../assets/asset-service.js';
import type { FileStorage } from '../storage/file-storage.js';

/** Where the photo route answers (relative to the API's host); the caller sends its credentials. */
export const REPORTS_PATH = '/api/events/consumer-reports';

/**
 * Reports are the consumer's side of a scan and feed the cases of a tag: whoever reads the
 * project's scans reads them (ADR 0060).
 */
export const canReadReports = (access: ProjectAccess): boolean => canReadScanEvents(access);

const photoKey = (reportId: string, photoId: string, variant: AssetVariant, extension: string) =>
  `reports/${reportId}/${photoId}/${variant}.${extension}`;

/** The fields of the form, checked by the contract; the first problem is the answer, naming its field. */
export function checkReportFields(fields: Record<string, string>): ConsumerReportFields {
  // A required field left out is answered like an empty one, by its own message.
  const result = v.safeParse(ConsumerReportFields, { clientScanId: '', description: '', ...fields });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue?.path?.[0]?.key;
  // A field the form does not have: name it, whatever valibot calls it.
  if (issue?.kind === 'schema' && issue.type === 'strict_object' && typeof key === 'string') {
    throw invalid(`Unexpected field ${JSON.stringify(key.slice(0, 40))}: send only the report fields and photos.`);
  }
  throw invalid(issue?.message ?? 'The report could not be read.');
}

/** The asset checks' refusals, named by the photo they are about. */
async function checkedPhoto(file: Buffer, position: number): Promise<ProcessedAsset> {
  try {
    return await processAssetImage(file);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The asset checks word their refusals for a view's 1 MB assets; a report photo has its own limit.
    const why = {
      ASSET_TYPE_NOT_ALLOWED: REPORT_PHOTO_REFUSED_MESSAGE,
      ASSET_UNREADABLE: `The image could not be read (damaged or incomplete). ${REPORT_PHOTO_REFUSED_MESSAGE}`,
    }[error.code as string];
    throw new AppError(error.status, error.code, `Photo ${position}: ${why ?? error.message}`);
  }
}

export interface ReportUpload {
  fields: Record<string, string>;
  photos: Buffer[];
  userAgent: string;
}

/**
 * Keeps a consumer's report of a tag they scanned: the tag is the code's and the scan the page's own (found by its
 * client scan id among this tag's scans), never taken from the form. A filled honeypot is answered like a kept
 * report and nothing is kept (ADR 0060). Photos go through the asset checks one at a time (each decode takes a
 * core) and are stored before the rows; should the rows fail, the files go again.
 */
export async function createConsumerReport(
  db: Db,
  storage: FileStorage,
  tag: ScannedTagRow,
  upload: ReportUpload,
): Promise<ConsumerReportReceipt> {
  const receipt = { received: true } as const;
  if ((upload.fields.website ?? '') !== '') return receipt;
  const fields = checkReportFields(upload.fields);
  const scan = await findTagScan(db, tag.id, fields.clientScanId);
  if (!scan) throw invalid('clientScanId: no scan of this tag has this id; open the page from the tag again.');
  const images: ProcessedAsset[] = [];
  for (const [index, file] of upload.photos.entries()) images.push(await checkedPhoto(file, index + 1));

  const reportId = randomUUID();
  const photos: NewReportPhotoRow[] = images.map((image, index) => ({
    id: randomUUID(),
    position: index + 1,
    extension: image.extension,
    width: image.files.original.width,
    height: image.files.original.height,
    size_bytes: image.files.original.data.length,
    formats: {
      small: { width: image.files.small.width, height: image.files.small.height },
      thumbnail: { width: image.files.thumbnail.width, height: image.files.thumbnail.height },
    },
  }));
  const keys = photos.map((photo) =>
    ASSET_VARIANTS.map((variant) => photoKey(reportId, photo.id, variant, photo.extension)),
  );
  try {
    await Promise.all(images.map((image, index) => putImageFiles(storage, image, keys[index]!)));
    const consented = fields.emailConsent === 'true';
    await insertReport(
      db,
      {
        id: reportId,
        project_id: tag.project_id,
        collection_id: tag.collection_id,
        tag_id: tag.id,
        scan_event_id: scan.id,
        scanned_at: scan.created_at,
        shop: fields.shop,
        city: fields.city,
        country: fields.country,
        online_url: fields.onlineUrl,
        price: fields.price === '' ? null : fields.price.replace(',', '.'),
        currency: fields.currency === '' ? null : fields.currency,
        description: fields.description,
        email: consented && fields.email !== '' ? fields.email : null,
        email_consent: consented,
        language: fields.language,
        user_agent: upload.userAgent.slice(0, 500),
      },
      photos,
      async (tx) => {
        await queueReportCreated(tx, reportId, tag);
        await openOrFindCase(tx, { projectId: tag.project_id, tagId: tag.id, opener: { kind: 'report', reportId } });
      },
    );
  } catch (error) {
    await storage.remove(keys.flat()).catch(() => undefined);
    throw error;
  }
  return receipt;
}

/** `report.created` for the project's webhooks, read back as the console reads the report. */
async function queueReportCreated(tx: Db, reportId: string, tag: ScannedTagRow): Promise<void> {
  const row = (await findReport(tx, tag.project_id, reportId))!;
  const message: ReportCreatedMessage = {
    type: 'report.created',
    timestamp: row.created_at.toISOString(),
    data: toReport(row, await listReportPhotos(tx, [reportId])),
  };
  await queueEvent(tx, {
    projectId: tag.project_id,
    eventType: 'report.created',
    body: JSON.stringify(message),
    orderingKey: tag.collection_id ? `collection:${tag.collection_id}` : null,
  });
}

function toReport(row: ReportRow, photos: ReportPhotoRow[]): ConsumerReport {
  const fileOf = (photo: ReportPhotoRow, variant: AssetVariant) =>
    `${REPORTS_PATH}/${row.id}/photos/${photo.id}-${variant}.${photo.extension}?project_id=${row.project_id}`;
  return {
    id: row.id,
    projectId: row.project_id,
    collectionId: row.collection_id,
    tagId: row.tag_id,
    scanEventId: row.scan_event_id,
    scannedAt: row.scanned_at.toISOString(),
    shop: row.shop,
    city: row.city,
    country: row.country,
    onlineUrl: row.online_url,
    price: row.price === null || row.currency === null ? null : { amount: row.price, currency: row.currency },
    description: row.description,
    email: row.email,
    language: row.language as ConsumerReport['language'],
    userAgent: row.user_agent,
    photos: photos.map((photo) => ({
      id: photo.id,
      original: { url: fileOf(photo, 'original'), width: photo.width, height: photo.height },
      small: { url: fileOf(photo, 'small'), ...photo.formats.small },
      thumbnail: { url: fileOf(photo, 'thumbnail'), ...photo.formats.thumbnail },
    })),
    createdAt: row.created_at.toISOString(),
  };
}

export async function listConsumerReports(
  db: Db,
  auth: AuthContext,
  query: ConsumerReportListQuery,
): Promise<ConsumerReportList> {
  const access = await requireProjectPermission(db, auth, query.project_id, canReadReports);
  const { rows, total } = await listReportsPage(
    db,
    { projectId: query.project_id, tagId: query.tagId },
    { offset: query.offset, limit: query.limit },
  );
  return { data: (await withPhotos(db, rows)).map((report) => forReader(report, access)), total };
}

/**
 * A consumer's email is for those who may act on their report (case:update: Administrators, ADR 0063); other readers
 * of the project's reports (Guests, keys without the scope) get it as null.
 */
export const forReader = (report: ConsumerReport, access: ProjectAccess): ConsumerReport =>
  access.permissions.has('case:update') ? report : { ...report, email: null };

/** Every report of the tag, newest first (a case's timeline; the caller has checked who may read them). */
export async function reportsOfTag(db: Db, projectId: string, tagId: string): Promise<ConsumerReport[]> {
  const { rows } = await listReportsPage(db, { projectId, tagId }, { offset: 0, limit: MAX_REPORTS_PER_PAGE });
  return withPhotos(db, rows);
}

async function withPhotos(db: Db, rows: ReportRow[]): Promise<ConsumerReport[]> {
  const photos = await listReportPhotos(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toReport(
      row,
      photos.filter((photo) => photo.report_id === row.id),
    ),
  );
}

const reportNotFound = () => notFound('Report not found.');

export async function getConsumerReport(
  db: Db,
  auth: AuthContext,
  projectId: string,
  reportId: string,
): Promise<ConsumerReport> {
  const access = await requireProjectPermission(db, auth, projectId, canReadReports);
  const row = await findReport(db, projectId, reportId);
  if (!row) throw reportNotFound();
  return forReader(toReport(row, await listReportPhotos(db, [row.id])), access);
}

/** One file of a report's photo: `{photoId}-{variant}.{extension}`. */
export async function getReportPhotoFile(
  db: Db,
  storage: FileStorage,
  auth: AuthContext,
  projectId: string,
  reportId: string,
  file: string,
): Promise<{ data: Buffer; mime: string }> {
  await requireProjectPermission(db, auth, projectId, canReadReports);
  const [, photoId = '', variant = '', extension = ''] = /^(.{36})-(\w+)\.(\w+)$/.exec(file) ?? [];
  const photo = await findReportPhoto(db, projectId, reportId, photoId);
  if (!photo || photo.extension !== extension) throw notFound('Photo not found.');
  const data = await storage.get(photoKey(reportId, photo.id, variant as AssetVariant, photo.extension));
  if (!data) throw notFound('Photo not found.');
  return { data, mime: mimeOfExtension(photo.extension) };
}
