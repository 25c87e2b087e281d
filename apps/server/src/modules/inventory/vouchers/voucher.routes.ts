import {
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  voucherActionSchema,
  voucherDetailSchema,
  voucherQuerySchema,
  voucherReasonActionSchema,
  voucherSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER, type RouteRoles } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import type { MessageKey } from '../../../platform/i18n/i18n';
import { claimsOf } from '../../../platform/request-context';
import type { VoucherService } from './voucher.service';

interface VoucherBodies<TCreate extends z.ZodType, TUpdate extends z.ZodType> {
  /** Absent for a kind that serves its own detail, create and update (a stocktake's lines are its own). */
  create?: TCreate;
  update?: TUpdate;
  /** The approval's body when the kind takes more than `{to_chuc, phien_ban}` (a requisition's quantities). */
  approve?: z.ZodType<z.output<typeof voucherActionSchema>>;
}

/**
 * The calls of one voucher kind (docs/inventory.md): book, detail, create, update and the
 * lifecycle actions. Every write accepts an Idempotency-Key.
 */
export function registerVoucherRoutes<TCreate extends z.ZodType, TUpdate extends z.ZodType>(
  app: AppInstance,
  service: VoucherService<z.output<TCreate> & { to_chuc: string; ngay_chung_tu?: string | undefined }>,
  bodies: VoucherBodies<TCreate, TUpdate>,
) {
  const r = service.kind.resource;
  const base = `/api/v1/${r}`;
  const tags = [r];
  const read = { preHandler: app.authenticate, config: { roles: ANY_MEMBER } };
  const writeBy = (roles: RouteRoles) => ({
    preHandler: [app.authenticate, app.idempotent],
    config: { roles },
  });
  const detailEnvelope = envelope(voucherDetailSchema);
  const done = (key: MessageKey, detail: { so_phieu: string }) => ({
    key,
    params: { number: detail.so_phieu },
  });

  app.get(
    `${base}/danh-sach-${r}`,
    {
      ...read,
      schema: { tags, querystring: voucherQuerySchema, response: { 200: envelope(z.array(voucherSchema)) } },
    },
    async (request, reply) => {
      const result = await service.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.rows, 'common.ok', {
        pagination: result.pagination,
        metadata: result.metadata,
      });
    },
  );

  if (bodies.create && bodies.update) {
    const { create, update } = bodies;
    app.get(
      `${base}/:id/chi-tiet-${r}`,
      {
        ...read,
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
          await service.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
        ),
    );

    app.post(
      `${base}/tao-moi-${r}`,
      { ...writeBy(service.roles.write), schema: { tags, body: create, response: { 201: detailEnvelope } } },
      async (request, reply) => {
        const detail = await service.create(claimsOf(request).userId, request.body as never);
        const message = done('inventory.created', detail);
        return sendOk(request, reply, detail, message.key, { status: 201, params: message.params });
      },
    );

    app.put(
      `${base}/:id/cap-nhat-${r}`,
      {
        ...writeBy(service.roles.write),
        schema: { tags, params: idParamsSchema, body: update, response: { 200: detailEnvelope } },
      },
      async (request, reply) => {
        const detail = await service.update(
          claimsOf(request).userId,
          request.params.id,
          request.body as never,
        );
        const message = done('inventory.updated', detail);
        return sendOk(request, reply, detail, message.key, { params: message.params });
      },
    );
  }

  const actions = [
    {
      path: 'gui-duyet',
      roles: service.roles.write,
      body: voucherActionSchema,
      run: service.submit.bind(service),
      key: 'inventory.submitted',
    },
    {
      path: 'duyet',
      roles: service.roles.approve,
      body: bodies.approve ?? voucherActionSchema,
      run: service.approve.bind(service),
      key: 'inventory.approved',
    },
    {
      path: 'tu-choi',
      roles: service.roles.approve,
      body: voucherReasonActionSchema,
      run: service.reject.bind(service),
      key: 'inventory.rejected',
    },
    {
      path: 'huy',
      roles: service.roles.cancel,
      body: voucherReasonActionSchema,
      run: service.cancel.bind(service),
      key: 'inventory.cancelled',
    },
  ] as const;
  for (const action of actions) {
    app.post(
      `${base}/:id/${action.path}-${r}`,
      {
        ...writeBy(action.roles),
        schema: { tags, params: idParamsSchema, body: action.body, response: { 200: detailEnvelope } },
      },
      async (request, reply) => {
        const body = request.body as z.output<typeof voucherReasonActionSchema>;
        const detail = await action.run(claimsOf(request).userId, request.params.id, body);
        const message = done(action.key, detail);
        return sendOk(request, reply, detail, message.key, { params: message.params });
      },
    );
  }
}
