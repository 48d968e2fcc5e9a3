import { bearerAuth, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { TedScanEventList, TedScanEventQuery } from '../../schemas/ted.js';
import { listTedScans } from '../../services/ted/ted-service.js';
import { requireAuth } from '../../plugins/authenticate.js';
export const tedRoutes = async (app) => {
    app.get('/ted/scan-events', {
        schema: {
            tags: ['events'],
            summary: 'Scan events of every project for the Global Tag Error Dashboard (system super user only)',
            description: 'createdAfter is required, inclusive and not earlier than 60 days ago; createdBefore is exclusive. ' +
                'projectId narrows to one project; tagId, collectionIds[], clientAgents[] (scanners), statuses[], ' +
                'companyId and dotsBinary (a detected binary) narrow further, each in the database. ' +
                'limit defaults to 24 and may not exceed 500; order is newest ' +
                '(default) or oldest. total counts every scan that matches, whatever the page.',
            security: bearerAuth,
            querystring: jsonSchema(TedScanEventQuery),
            response: { 200: jsonSchema(TedScanEventList), ...errorResponses(400, 401, 403) },
        },
    }, async (request) => listTedScans(app.db, requireAuth(request), request.query));
};
//# sourceMappingURL=ted-routes.js.map