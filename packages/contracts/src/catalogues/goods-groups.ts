import { z } from 'zod';
import { codeSchema, nameSchema } from '../organisation';
import {
  catalogueQuerySchema,
  optionalUuid,
  organisationScopeSchema,
  recordAuditSchema,
  versionSchema,
} from './common';
import { planningParametersRecordShape, planningParametersShape } from '../procurement/planning-parameters';

export const GOODS_GROUP_SORTS = ['ma', 'ten', 'ngay_cap_nhat'] as const;

export const goodsGroupRecordSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    ten: z.string(),
    nhom_cha_id: z.string().nullable(),
    nhom_cha_ten: z.string().nullable(),
    hoat_dong: z.boolean(),
    so_hang_hoa: z.number().int(),
    so_nhom_con: z.number().int(),
    /** Procurement planning: lead time and safety stock in days; null takes the organisation's. */
    ...planningParametersRecordShape,
  })
  .extend(recordAuditSchema.shape);
export type GoodsGroupRecord = z.infer<typeof goodsGroupRecordSchema>;

export const goodsGroupQuerySchema = catalogueQuerySchema(GOODS_GROUP_SORTS).extend({
  nhom_cha_id: z.uuid({ error: 'validation.uuid' }).optional(),
});
export type GoodsGroupQuery = z.input<typeof goodsGroupQuerySchema>;

export const goodsGroupFieldsSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  nhom_cha_id: optionalUuid,
  hoat_dong: z.boolean().default(true),
  ...planningParametersShape,
});
export type GoodsGroupFields = z.input<typeof goodsGroupFieldsSchema>;

export const createGoodsGroupSchema = goodsGroupFieldsSchema.extend(organisationScopeSchema.shape);
/** What a create or update writes, after parsing (defaults applied). */
export type GoodsGroupInput = z.output<typeof createGoodsGroupSchema>;
export const updateGoodsGroupSchema = createGoodsGroupSchema.extend(versionSchema.shape);

/** The whole tree in one answer: groups are few (tens), the client nests them by nhom_cha_id. */
export const goodsGroupTreeNodeSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  nhom_cha_id: z.string().nullable(),
  hoat_dong: z.boolean(),
  so_hang_hoa: z.number().int(),
});
export type GoodsGroupTreeNode = z.infer<typeof goodsGroupTreeNodeSchema>;
