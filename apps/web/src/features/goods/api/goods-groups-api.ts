import type { GoodsGroupRecord, goodsGroupFieldsSchema } from '@kho/contracts';
import type { z } from 'zod';
import { defineCatalogueApi } from '../../../lib/catalogues/catalogue-api';

/** nhom-hang-hoa: the seven catalogue calls (lib/catalogue-api); the tree has its own file. */
export type GoodsGroupInput = z.output<typeof goodsGroupFieldsSchema>;
export const goodsGroupsApi = defineCatalogueApi<GoodsGroupRecord, GoodsGroupInput>('nhom-hang-hoa');
