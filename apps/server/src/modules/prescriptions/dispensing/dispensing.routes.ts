import {
  DISPENSER_ROLES,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  reverseDispensingLineSchema,
  voucherDetailSchema,
  voucherQuerySchema,
  voucherReasonActionSchema,
  voucherSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import { callerOf, claimsOf } from '../../../platform/request-context';
import type { DispensingReversalService } from './dispensing-reversal.service';
import type { DispensingService } from './dispensing.service';

/**
 * The dispensing vouchers as vouchers: a warehouse's dispensing book, one voucher's detail (the
 * stock card links here and finds the prescription by `don_thuoc_id`), cancelling one or one of its
 * lines. They are
 * created by dispensing a prescription, never directly.
 */
export function registerDispensingRoutes(
  app: AppInstance,
  dispensing: DispensingService,
  reversal: DispensingReversalService,
) {
  const r = dispensing.vouchers.kind.resource;
  const base = `/api/v1/${r}`;
  const tags = [r];
  const detailEnvelope = envelope(voucherDetailSchema);

  app.get(
    `${base}/danh-sach-${r}`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: voucherQuerySchema, response: { 200: envelope(z.array(voucherSchema)) } },
    },
    async (request, reply) => {
      const result = await dispensing.vouchers.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.rows, 'common.ok', {
        pagination: result.pagination,
        metadata: result.metadata,
      });
    },
  );

  app.get(
    `${base}/:id/chi-tiet-${r}`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await dispensing.vouchers.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.post(
    `${base}/:id/huy-${r}`,
    {
      preHandler: [app.authenticate, app.idempotent],
      config: { roles: DISPENSER_ROLES },
      schema: {
        tags,
        params: idParamsSchema,
        body: voucherReasonActionSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await reversal.cancelDispensing(
        claimsOf(request).userId,
        request.params.id,
        request.body,
      );
      return sendOk(request, reply, detail, 'prescriptions.dispensing_cancelled', {
        params: { number: detail.so_phieu },
      });
    },
  );

  app.post(
    `${base}/:id/huy-dong-${r}`,
    {
      preHandler: [app.authenticate, app.idempotent],
      config: { roles: DISPENSER_ROLES },
      schema: {
        tags,
        params: idParamsSchema,
        body: reverseDispensingLineSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const { voucher, goods } = await reversal.reverseLine(
        claimsOf(request).userId,
        request.params.id,
        request.body,
        callerOf(request),
      );
      return sendOk(request, reply, voucher, 'prescriptions.dispensing_line_reversed_done', {
        params: { number: voucher.so_phieu, goods },
      });
    },
  );
}
