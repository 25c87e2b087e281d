import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import {
  addReceived,
  findLineBalance,
  subtractReceived,
  type TenderLineBalance,
} from './tender-lines.repository';

export interface ConsumeOptions {
  /** The user recorded an allowed overrun (domain.md: refuse to exceed a tender unless allowed). */
  allowOverrun?: boolean;
}

function assertPositive(quantity: number): void {
  if (!Number.isFinite(quantity) || quantity <= 0)
    throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'catalogue.tender_quantity_positive');
}

/**
 * Records goods received under a tender line, inside the receipt's own transaction `tx` so the
 * line and the stock move together. Refuses, with the quantity still available, a receipt that
 * would take the line past its awarded quantity unless an overrun is allowed; the check and the
 * increment are one statement, so racing receipts cannot both take the last units.
 */
export async function consumeTenderLine(
  tx: Executor,
  organisationId: string,
  tenderLineId: string,
  quantity: number,
  options: ConsumeOptions = {},
): Promise<TenderLineBalance> {
  assertPositive(quantity);
  const updated = await addReceived(
    tx,
    organisationId,
    tenderLineId,
    quantity,
    options.allowOverrun ?? false,
  );
  if (updated) return updated;
  const current = await findLineBalance(tx, organisationId, tenderLineId);
  if (!current) throw notFound('catalogue.tender_line_not_found');
  throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'catalogue.tender_line_exceeded', {
    remaining: Math.max(current.so_luong_con_lai, 0),
  });
}

/**
 * Gives back quantity to a tender line when goods received under it go back to the supplier (or a
 * receipt is cancelled). Never takes the line below zero received.
 */
export async function releaseTenderLine(
  tx: Executor,
  organisationId: string,
  tenderLineId: string,
  quantity: number,
): Promise<TenderLineBalance> {
  assertPositive(quantity);
  const updated = await subtractReceived(tx, organisationId, tenderLineId, quantity);
  if (updated) return updated;
  const current = await findLineBalance(tx, organisationId, tenderLineId);
  if (!current) throw notFound('catalogue.tender_line_not_found');
  throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'catalogue.tender_release_exceeds', {
    received: current.so_luong_da_nhap,
  });
}
