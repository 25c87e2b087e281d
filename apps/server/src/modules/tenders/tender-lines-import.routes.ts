import {
  ERROR_CODES,
  envelope,
  idParamsSchema,
  tenderLineImportQuerySchema,
  tenderLinesImportPreviewSchema,
  tenderLinesImportResultSchema,
} from '@kho/contracts';
import { sendOk } from '../../platform/envelope';
import { SIGNED_IN } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { translate } from '../../platform/i18n/i18n';
import { callerOf, claimsOf } from '../../platform/request-context';
import { acceptSpreadsheetBodies, sendFile, spreadsheetOf } from '../catalogues/catalogue-import.routes';
import { XLSX_MIME } from '../catalogues/excel';
import { TENDER_EDITORS } from './tender.rules';
import { TENDER_LINES_TEMPLATE_NAME, type TenderLinesImporter } from './tender-lines-import.service';

const RESOURCE = 'goi-thau';
const LINES = 'chi-tiet-goi-thau';

/**
 * Tender results from a spreadsheet: `GET goi-thau/mau-nhap-excel-chi-tiet-goi-thau` (template),
 * `POST goi-thau/{id}/xem-truoc-nhap-excel-chi-tiet-goi-thau` (preview) and
 * `POST goi-thau/{id}/nhap-excel-chi-tiet-goi-thau` (import), the .xlsx bytes as the raw body and
 * `?to_chuc=&phien_ban=&che_do=gop|thay_the` in the query.
 */
export function registerTenderLinesImportRoutes(app: AppInstance, importer: TenderLinesImporter) {
  acceptSpreadsheetBodies(app);
  const base = `/api/v1/${RESOURCE}`;
  const tags = [RESOURCE];
  const consumes = [XLSX_MIME];

  app.get(
    `${base}/mau-nhap-excel-${LINES}`,
    { preHandler: app.authenticate, config: { roles: SIGNED_IN }, schema: { tags } },
    async (request, reply) => {
      return sendFile(
        reply,
        TENDER_LINES_TEMPLATE_NAME[request.locale],
        await importer.template(request.locale),
      );
    },
  );

  app.post(
    `${base}/:id/xem-truoc-nhap-excel-${LINES}`,
    {
      preHandler: app.authenticate,
      config: { roles: TENDER_EDITORS },
      schema: {
        tags,
        consumes,
        params: idParamsSchema,
        querystring: tenderLineImportQuerySchema,
        response: { 200: envelope(tenderLinesImportPreviewSchema) },
      },
    },
    async (request, reply) => {
      const preview = await importer.preview(
        claimsOf(request).userId,
        request.params.id,
        request.query,
        spreadsheetOf(request),
        request.locale,
      );
      return sendOk(request, reply, preview);
    },
  );

  app.post(
    `${base}/:id/nhap-excel-${LINES}`,
    {
      preHandler: app.authenticate,
      config: { roles: TENDER_EDITORS },
      schema: {
        tags,
        consumes,
        params: idParamsSchema,
        querystring: tenderLineImportQuerySchema,
        response: {
          200: envelope(tenderLinesImportResultSchema),
          422: envelope(tenderLinesImportPreviewSchema),
        },
      },
    },
    async (request, reply) => {
      const { userId } = claimsOf(request);
      const outcome = await importer.import(
        userId,
        request.params.id,
        request.query,
        spreadsheetOf(request),
        request.locale,
        callerOf(request),
      );
      if (!outcome.written) {
        const errors = outcome.preview.so_dong_loi + outcome.preview.loi_chung.length;
        const message = translate(request.locale, 'import.has_errors', { count: errors });
        return reply
          .status(422)
          .send({ success: false, data: outcome.preview, message, code: ERROR_CODES.VALIDATION });
      }
      return reply.status(200).send({
        success: true,
        data: { so_dong_da_nhap: outcome.count, phien_ban: outcome.phien_ban },
        message: translate(request.locale, 'import.done', { count: outcome.count }),
      });
    },
  );
}
