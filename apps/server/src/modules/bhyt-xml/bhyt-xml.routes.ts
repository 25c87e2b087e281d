import { BHYT_XML_ROLES, bhytXmlQuerySchema, bhytXmlReportSchema, envelope } from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import type { OrganisationsService } from '../organisations/organisations.service';
import { BhytXmlService } from './bhyt-xml.service';

const BASE = '/api/v1/xml-bhyt';
const tags = ['xml-bhyt'];

/**
 * The insurance XML (QĐ 130 / QĐ 4750) under /api/v1/xml-bhyt: the check report of one episode
 * or a date range, and the GIAMDINHHS file, refused with the report while anything is invalid.
 */
export function registerBhytXml(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const service = new BhytXmlService(ctx, organisations);
  const options = { preHandler: app.authenticate, config: { roles: BHYT_XML_ROLES } };

  app.get(
    `${BASE}/kiem-tra-xml-bhyt`,
    {
      ...options,
      schema: { tags, querystring: bhytXmlQuerySchema, response: { 200: envelope(bhytXmlReportSchema) } },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.report(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/xuat-xml-bhyt`,
    { ...options, schema: { tags, querystring: bhytXmlQuerySchema } },
    async (request, reply) => {
      const file = await service.export(claimsOf(request).userId, request.query);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.xml);
    },
  );
}
