import {
  abcVenQuerySchema,
  abcVenReportSchema,
  consumptionQuerySchema,
  consumptionReportSchema,
  controlledRegisterQuerySchema,
  controlledRegisterSchema,
  controlledSignOffBodySchema,
  controlledSignOffQuerySchema,
  controlledSignOffSchema,
  envelope,
  tenderExecutionQuerySchema,
  tenderExecutionReportSchema,
  expiryQuerySchema,
  expiryReportSchema,
  stockCardBatchSchema,
  stockCardBatchesQuerySchema,
  stockCardReportQuerySchema,
  stockCardReportSchema,
  reportWarehouseSchema,
  reportWarehousesQuerySchema,
  stockMovementQuerySchema,
  stockMovementReportSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import type { AbcVenService } from './abc-ven/abc-ven.service';
import type { ControlledSignOffService } from './registers/controlled-sign-off.service';
import type { RegisterReportsService } from './registers/register-reports.service';
import type { ReportAccess } from './report-access';
import type { StockMovementService } from './stock-movement/stock-movement.service';
import type { WarehouseReportsService } from './warehouse/warehouse-reports.service';

export interface ReportServices {
  access: ReportAccess;
  stockMovement: StockMovementService;
  warehouse: WarehouseReportsService;
  registers: RegisterReportsService;
  signOffs: ControlledSignOffService;
  abcVen: AbcVenService;
}

const tags = ['bao-cao'];
const BASE = '/api/v1/bao-cao';
const page = (query: { page: number; page_size: number }, count: number) => ({
  pagination: { page: query.page, page_size: query.page_size, count },
});

/** The report calls: parse, authorise in the services, answer rows + totals + paging. */
export function registerReportRoutes(app: AppInstance, services: ReportServices) {
  app.get(
    `${BASE}/danh-sach-kho-bao-cao`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: reportWarehousesQuerySchema,
        response: { 200: envelope(z.array(reportWarehouseSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await services.access.warehouses(claimsOf(request).userId, request.query.to_chuc),
      ),
  );

  app.get(
    `${BASE}/xuat-nhap-ton`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: stockMovementQuerySchema,
        response: { 200: envelope(stockMovementReportSchema) },
      },
    },
    async (request, reply) => {
      const { report, count } = await services.stockMovement.report(claimsOf(request).userId, request.query);
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );

  app.get(
    `${BASE}/han-dung`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: expiryQuerySchema, response: { 200: envelope(expiryReportSchema) } },
    },
    async (request, reply) => {
      const { report, count } = await services.warehouse.expiry(claimsOf(request).userId, request.query);
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );

  app.get(
    `${BASE}/the-kho`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: stockCardReportQuerySchema,
        response: { 200: envelope(stockCardReportSchema) },
      },
    },
    async (request, reply) => {
      const { report, count } = await services.warehouse.stockCard(claimsOf(request).userId, request.query);
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );

  app.get(
    `${BASE}/lo-hang-the-kho`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: stockCardBatchesQuerySchema,
        response: { 200: envelope(z.array(stockCardBatchSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await services.warehouse.stockCardBatches(claimsOf(request).userId, request.query),
      ),
  );

  app.get(
    `${BASE}/su-dung`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: consumptionQuerySchema,
        response: { 200: envelope(consumptionReportSchema) },
      },
    },
    async (request, reply) => {
      const { report, count } = await services.registers.consumption(claimsOf(request).userId, request.query);
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );

  // ABC/VEN analysis (docs/reports.md): every classified row at once, no paging.
  app.get(
    `${BASE}/abc-ven`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: abcVenQuerySchema, response: { 200: envelope(abcVenReportSchema) } },
    },
    async (request, reply) =>
      sendOk(request, reply, await services.abcVen.report(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/thuoc-kiem-soat`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: controlledRegisterQuerySchema,
        response: { 200: envelope(controlledRegisterSchema) },
      },
    },
    async (request, reply) => {
      const { report, count } = await services.registers.controlled(claimsOf(request).userId, request.query);
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );

  // The daily sign-off of the register (decision 0026): pharmacists sign, every member may read.
  app.post(
    `${BASE}/thuoc-kiem-soat/ky-ngay`,
    {
      preHandler: app.authenticate,
      config: { roles: ['DUOC_SI'] },
      schema: {
        tags,
        body: controlledSignOffBodySchema,
        response: { 201: envelope(controlledSignOffSchema) },
      },
    },
    async (request, reply) => {
      const signed = await services.signOffs.sign(claimsOf(request).userId, request.body);
      return sendOk(request, reply, signed, 'common.ok', { status: 201 });
    },
  );

  app.get(
    `${BASE}/thuoc-kiem-soat/ky-ngay`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: controlledSignOffQuerySchema,
        response: { 200: envelope(z.array(controlledSignOffSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await services.signOffs.list(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/thuc-hien-thau`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: tenderExecutionQuerySchema,
        response: { 200: envelope(tenderExecutionReportSchema) },
      },
    },
    async (request, reply) => {
      const { report, count } = await services.registers.tenderExecution(
        claimsOf(request).userId,
        request.query,
      );
      return sendOk(request, reply, report, 'common.ok', page(request.query, count));
    },
  );
}
