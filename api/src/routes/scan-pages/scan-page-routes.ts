import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { PageScanAnswer, PageScanBody, ScanPage, ScanPageQuery, ShortCodeParams } from 'shared/contracts/scan-pages';
import { getScanPage, recordPageScan } from '../../services/scan-pages/scan-page-service.js';

/** The page a consumer opens from a tag's short link `/s/{code}`: public, no account. */
export const scanPageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ShortCodeParams; Querystring: ScanPageQuery }>(
    '/scan-pages/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "The result view a scan of this tag shows, in the scanner's language",
        description:
          "The collection's default view for genuine scans, for the first Accept-Language the collection has a " +
          "default for (the scanner's platform before 'ALL'), else its English default. 404 'Tag not found.' for an " +
          "unknown code; 404 'This product has no page yet.' when no view is assigned. A tag made inactive or " +
          'blacklisted shows the default view for its status, else the negative one, else `view: null` (the page ' +
          'says it could not verify the product). Sections that require authentication, and the assets only they ' +
          'draw, are left out.',
        params: jsonSchema(ShortCodeParams),
        querystring: jsonSchema(ScanPageQuery),
        response: { 200: jsonSchema(ScanPage), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await getScanPage(
        app.db,
        request.params.code,
        request.query.platform,
        request.headers['accept-language'],
      );
      // The answer depends on the language asked for; shared caches must keep them apart.
      reply.header('vary', 'Accept-Language').header('cache-control', 'public, max-age=60');
      return page;
    },
  );

  app.post<{ Params: ShortCodeParams; Body: PageScanBody }>(
    '/scan-pages/:code/scans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "Record the page's scan in the project's scan events, once per clientScanId",
        description: "201 when stored, 200 when this clientScanId was stored before. 404 'Tag not found.'",
        params: jsonSchema(ShortCodeParams),
        body: jsonSchema(PageScanBody),
        response: { 200: jsonSchema(PageScanAnswer), 201: jsonSchema(PageScanAnswer), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const answer = await recordPageScan(
        app.db,
        request.params.code,
        request.body,
        request.headers['user-agent'] ?? '',
      );
      return reply.code(answer.recorded ? 201 : 200).send(answer);
    },
  );
};
