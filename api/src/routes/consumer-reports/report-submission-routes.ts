import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ShortCodeParams } from 'shared/contracts/scan-pages';
import {
  ConsumerReportReceipt,
  MAX_REPORT_PHOTO_BYTES,
  MAX_REPORT_PHOTOS,
  NewConsumerReportForm,
} from 'shared/contracts/consumer-reports';
import type { ReportLimits } from '../../config.js';
import { AppError, notFound } from '../../errors.js';
import { clientKeyOf } from '../../services/limits/client-key.js';
import { tagIdOf } from '../../services/tags/short-codes.js';
import { findScannedTag } from '../../repositories/scan-pages/scan-pages-repository.js';
import { createConsumerReport } from '../../services/consumer-reports/consumer-report-service.js';
import { notMultipartReport, readReportForm, REPORT_FORM_LIMITS } from './report-form.js';

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

const tooMany = (what: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `${what} Try again in ${inMinutes(retryAfterSeconds)}.`, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });

/** The scan page's "Report a problem with this product": public, no account (ADR 0060). */
export const reportSubmissionRoutes: FastifyPluginAsync<{ limits: ReportLimits }> = async (app, { limits }) => {
  // Registered here, not app-wide: only this route and the asset upload read multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_REPORT_PHOTO_BYTES, ...REPORT_FORM_LIMITS } });

  // Counted where the general limit counts (Redis when configured, else memory), under keys of their own.
  const perClient = app.createRateLimit({
    max: limits.maxPerClient,
    timeWindow: limits.clientWindowSeconds * 1000,
    keyGenerator: (request) => `report-client:${clientKeyOf(request.ip)}`,
  });
  const perTag = app.createRateLimit({
    max: limits.maxPerTag,
    timeWindow: limits.tagWindowSeconds * 1000,
    keyGenerator: (request) => `report-tag:${tagIdOf((request.params as ShortCodeParams).code)}`,
  });
  const takeAllowance = async (request: FastifyRequest) => {
    const client = await perClient(request);
    if (!client.isAllowed && client.isExceeded) {
      throw tooMany('Too many reports from this device.', client.ttlInSeconds);
    }
    const tag = await perTag(request);
    if (!tag.isAllowed && tag.isExceeded) {
      throw tooMany('This product has had too many reports for now.', tag.ttlInSeconds);
    }
  };

  app.post<{ Params: ShortCodeParams }>(
    '/scan-pages/:code/reports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "A consumer's report of a problem with the scanned product (no account)",
        description:
          `multipart/form-data: the report's fields and up to ${MAX_REPORT_PHOTOS} photos (photos, png or jpeg, at ` +
          `most ${MAX_REPORT_PHOTO_BYTES} bytes each, checked by content and re-encoded like assets). The tag is the ` +
          "code's, the scan the one this page recorded (clientScanId, POST /scan-pages/{code}/scans); neither is " +
          "taken from the form. 201 { received: true }. 400 names the field; 404 'Tag not found.'; 413 a photo too " +
          'large; 415 not multipart; 429 over the allowance per client or per tag (REPORT_MAX_PER_CLIENT, ' +
          'REPORT_MAX_PER_TAG) with Retry-After. An email is kept only with emailConsent=true.',
        params: jsonSchema(ShortCodeParams),
        body: { content: { 'multipart/form-data': { schema: NewConsumerReportForm } } },
        response: { 201: jsonSchema(ConsumerReportReceipt), ...errorResponses(400, 404, 413, 415, 429) },
      },
      // The form is read as a stream in the handler; the schema above documents it.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body ??= {};
      },
    },
    async (request, reply): Promise<ConsumerReportReceipt> => {
      const tagId = tagIdOf(request.params.code);
      const tag = tagId ? await findScannedTag(app.db, tagId) : undefined;
      if (!tag) throw notFound('Tag not found.');
      if (!request.isMultipart()) throw notMultipartReport();
      await takeAllowance(request);
      const form = await readReportForm(request);
      const receipt = await createConsumerReport(app.db, app.fileStorage, tag, {
        ...form,
        userAgent: request.headers['user-agent'] ?? '',
      });
      reply.code(201);
      return receipt;
    },
  );
};
