import type { GoodsRecord, goodsFieldsSchema, VaiTro } from '@kho/contracts';
import type { z } from 'zod';
import { defineCatalogueApi } from '../../../lib/catalogues/catalogue-api';

/** hang-hoa: list, combobox, detail, create, update, delete and Excel export (lib/catalogue-api). */
export type GoodsInput = z.output<typeof goodsFieldsSchema>;
export const goodsApi = defineCatalogueApi<GoodsRecord, GoodsInput>('hang-hoa');

/** Administrators and pharmacists manage goods and their groups (issue 4 permissions). */
export const GOODS_EDITORS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];
