import {
  ERROR_CODES,
  envelope,
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  organisationScopeSchema,
} from '@kho/contracts';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sendOk } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { SIGNED_IN } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { translate } from '../../platform/i18n/i18n';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { CatalogueImporter } from './catalogue-import';
import { XLSX_MIME } from './excel';

/**
 * The .xlsx bytes arrive as the raw body. Registered once whichever catalogue asks first; every
 * other body keeps the app's 1 MB limit.
 */
export function acceptSpreadsheetBodies(app: AppInstance) {
  if (app.hasContentTypeParser(XLSX_MIME)) return;
  app.addContentTypeParser(
    XLSX_MIME,
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/**
 * The OpenAPI transform, plus the body of the spreadsheet uploads: they are parsed as raw bytes
 * with no body schema, which would leave them without a request body in the document.
 */
export const documentSpreadsheetBodies: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const consumes = (document.schema as { consumes?: unknown } | undefined)?.consumes;
  if (!Array.isArray(consumes) || !consumes.includes(XLSX_MIME) || !result.schema || 'body' in result.schema)
    return result;
  return { ...result, schema: { ...result.schema, body: { type: 'string', format: 'binary' } } };
};

export function spreadsheetOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'import.invalid_file');
  return request.body;
}

export function sendFile(reply: Parameters<typeof sendOk>[1], name: string, file: Buffer) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
    .send(file);
}

/** Template, preview and import of one catalogue: `mau-nhap-excel-`, `xem-truoc-nhap-excel-`, `nhap-excel-<resource>`. */
export function registerImportRoutes<
  RowValues extends { ma: string },
  Input extends { to_chuc: string; ma: string },
  Row,
>(app: AppInstance, resource: string, importer: CatalogueImporter<RowValues, Input, Row>) {
  acceptSpreadsheetBodies(app);
  const base = `/api/v1/${resource}`;
  const tags = [resource];
  const consumes = [XLSX_MIME];

  app.get(
    `${base}/mau-nhap-excel-${resource}`,
    { preHandler: app.authenticate, config: { roles: SIGNED_IN }, schema: { tags } },
    async (request, reply) => {
      const file = await importer.template(request.locale);
      return sendFile(reply, importer.definition.name[request.locale], file);
    },
  );

  app.post(
    `${base}/xem-truoc-nhap-excel-${resource}`,
    {
      preHandler: app.authenticate,
      config: { roles: importer.editors },
      schema: {
        tags,
        consumes,
        querystring: organisationScopeSchema,
        response: { 200: envelope(importPreviewSchema) },
      },
    },
    async (request, reply) => {
      const preview = await importer.preview(
        claimsOf(request).userId,
        request.query.to_chuc,
        spreadsheetOf(request),
        request.locale,
      );
      return sendOk(request, reply, preview);
    },
  );

  app.post(
    `${base}/nhap-excel-${resource}`,
    {
      preHandler: app.authenticate,
      config: { roles: importer.editors },
      schema: {
        tags,
        consumes,
        querystring: organisationScopeSchema,
        response: { 200: envelope(importResultSchema), 422: envelope(importPreviewSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await importer.import(
        claimsOf(request).userId,
        request.query.to_chuc,
        spreadsheetOf(request),
        request.locale,
        callerOf(request),
      );
      if (!outcome.written) {
        const message = translate(request.locale, 'import.has_errors', {
          count: outcome.preview.so_dong_loi,
        });
        return reply
          .status(422)
          .send({ success: false, data: outcome.preview, message, code: ERROR_CODES.VALIDATION });
      }
      return reply.status(200).send({
        success: true,
        data: { so_dong_da_nhap: outcome.count },
        message: translate(request.locale, 'import.done', { count: outcome.count }),
      });
    },
  );
}
