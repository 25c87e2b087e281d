import {
  controlledAnnualFormQuerySchema,
  controlledDayFormQuerySchema,
  controlledRegisterFormQuerySchema,
  envelope,
  fifteenDayFormQuerySchema,
  idParamsSchema,
  officialFormSchema,
  stockCardFormQuerySchema,
  usageFormQuerySchema,
  voucherFormQuerySchema,
  type LoaiHangHoa,
  type OfficialForm,
} from '@kho/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { sendFile } from '../catalogues/catalogue-import.routes';
import { formFileName, officialFormWorkbook } from './official-form-workbook';
import type { OfficialFormsService } from './official-forms.service';

const BASE = '/api/v1/bieu-mau-tt22';

/**
 * The path suffix of the forms kept per kind of goods: the stocktake minutes are
 * `bien-ban-kiem-ke` (11D), `bien-ban-kiem-ke-hoa-chat` (12D) and `bien-ban-kiem-ke-vat-tu` (13D);
 * the usage reports `bao-cao-su-dung-thuoc` (05D), `bao-cao-su-dung-hoa-chat` (08D) and
 * `bao-cao-su-dung-vat-tu` (09D).
 */
const KIND_PATHS = [
  ['', 'THUOC'],
  ['-hoa-chat', 'HOA_CHAT'],
  ['-vat-tu', 'VAT_TU'],
] as const satisfies readonly (readonly [string, LoaiHangHoa])[];
const tags = ['bieu-mau-tt22'];

/**
 * One form's two calls: `GET <path>` answers the form (what the web prints) and
 * `GET <path>/xuat-excel` the same form as .xlsx. Reading a form needs what reading its source
 * needs (the voucher's warehouse, the report's scope), checked by the service.
 */
function formRoutes<Q extends z.ZodType, P extends z.ZodType | undefined>(
  app: AppInstance,
  path: string,
  schemas: { querystring: Q; params?: P },
  build: (
    userId: string,
    query: z.output<Q>,
    params: P extends z.ZodType ? z.output<P> : undefined,
  ) => Promise<OfficialForm>,
) {
  const read = (request: FastifyRequest) =>
    build(
      claimsOf(request).userId,
      request.query as z.output<Q>,
      request.params as P extends z.ZodType ? z.output<P> : undefined,
    );
  const options = {
    preHandler: app.authenticate,
    config: { roles: ANY_MEMBER },
  };
  const schema = {
    tags,
    querystring: schemas.querystring,
    ...(schemas.params ? { params: schemas.params } : {}),
  };
  app.get(
    `${BASE}/${path}`,
    { ...options, schema: { ...schema, response: { 200: envelope(officialFormSchema) } } },
    async (request, reply) => sendOk(request, reply, await read(request)),
  );
  app.get(`${BASE}/${path}/xuat-excel`, { ...options, schema }, async (request, reply) => {
    const form = await read(request);
    return sendFile(reply, formFileName(form), await officialFormWorkbook(form));
  });
}

/** The TT 22/2011 forms under /api/v1/bieu-mau-tt22 (docs/regulatory.md, "TT 22/2011 forms"). */
export function registerOfficialFormRoutes(app: AppInstance, forms: OfficialFormsService) {
  const byId = { querystring: voucherFormQuerySchema, params: idParamsSchema };
  for (const [path, slip] of [
    ['phieu-linh-thuoc', '01D'],
    ['phieu-linh-thuoc-kiem-soat', '01D_KS'],
    ['phieu-linh-hoa-chat', '02D'],
    ['phieu-linh-vat-tu', '03D'],
  ] as const) {
    formRoutes(app, `${path}/:id`, byId, (userId, q, p) => forms.requisition(userId, q.to_chuc, p.id, slip));
  }
  formRoutes(app, 'bien-ban-mat-hong-vo/:id', byId, (userId, q, p) =>
    forms.disposal(userId, q.to_chuc, p.id, 'loss'),
  );
  formRoutes(app, 'bien-ban-thanh-ly/:id', byId, (userId, q, p) =>
    forms.disposal(userId, q.to_chuc, p.id, 'disposal'),
  );
  formRoutes(app, 'bao-cao-that-thoat/:id', byId, (userId, q, p) =>
    forms.controlledLoss(userId, q.to_chuc, p.id),
  );
  formRoutes(app, 'phieu-tra-lai-thuoc/:id', byId, (userId, q, p) =>
    forms.wardReturn(userId, q.to_chuc, p.id),
  );
  formRoutes(app, 'bien-ban-kiem-nhap/:id', byId, (userId, q, p) => forms.receiving(userId, q.to_chuc, p.id));
  for (const [path, kind] of KIND_PATHS) {
    formRoutes(app, `bien-ban-kiem-ke${path}/:id`, byId, (userId, q, p) =>
      forms.stocktake(userId, q.to_chuc, p.id, kind),
    );
    formRoutes(
      app,
      `bao-cao-su-dung${path || '-thuoc'}`,
      { querystring: usageFormQuerySchema },
      (userId, q) => forms.usage(userId, q, kind),
    );
  }
  formRoutes(app, 'the-kho', { querystring: stockCardFormQuerySchema }, (userId, q) =>
    forms.stockCard(userId, q),
  );
  formRoutes(app, 'thong-ke-15-ngay', { querystring: fifteenDayFormQuerySchema }, (userId, q) =>
    forms.fifteenDay(userId, q),
  );
  formRoutes(app, 'so-thuoc-kiem-soat', { querystring: controlledRegisterFormQuerySchema }, (userId, q) =>
    forms.controlledRegister(userId, q),
  );
  formRoutes(app, 'so-thuoc-kiem-soat/in-ngay', { querystring: controlledDayFormQuerySchema }, (userId, q) =>
    forms.controlledRegister(userId, { ...q, tu_ngay: q.ngay, den_ngay: q.ngay }, 'PL_VIII_NGAY'),
  );
  formRoutes(
    app,
    'bao-cao-thuoc-kiem-soat-nam',
    { querystring: controlledAnnualFormQuerySchema },
    (userId, q) => forms.controlledAnnual(userId, q),
  );
}
