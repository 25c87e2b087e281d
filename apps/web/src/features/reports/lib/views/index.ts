import type { ReportKind } from '../report-params';
import { consumptionView } from './consumption';
import { controlledView } from './controlled';
import { expiryView } from './expiry';
import { stockCardView } from './stock-card';
import { stockMovementView } from './stock-movement';
import { tenderExecutionView } from './tender-execution';
import type { ViewBuilder } from './view';

/** Each report's view, by the report's key in the URL. */
export const REPORT_VIEWS: Record<ReportKind, ViewBuilder> = {
  'xuat-nhap-ton': stockMovementView,
  'the-kho': stockCardView,
  'han-dung': expiryView,
  'su-dung': consumptionView,
  'thuoc-kiem-soat': controlledView,
  'thuc-hien-thau': tenderExecutionView,
};

export type { AnyReportView, ReportT } from './view';
