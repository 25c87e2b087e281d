import type { Db } from '../../../db/client';
import { deleteMonthBalances, writeMonthBalances } from '../../reports/period-balances.repository';
import { lockMonthBalances } from '../engine/periods.repository';
import {
  findClosedMonthBefore,
  findFirstMonthAwaitingBalances,
  listOrganisationsAwaitingBalances,
  markBalancesWritten,
} from './periods.repository';

/**
 * Writes the month-end balances of the organisation's closed months that have none yet, earliest
 * first, each in a transaction of its own (decision 0042). Closing a month commits it as closed
 * first and calls this after, so stock movements, which only wait for the closing's short
 * transaction, never wait for the balances; a month's ledger cannot change once it is closed, so
 * the balances are the same whenever they are written. Idempotent: a month's rows are replaced,
 * and a month written meanwhile (by another server process) is skipped. Answers how many months
 * were written.
 */
export async function writePendingMonthBalances(db: Db, organisationId: string): Promise<number> {
  let written = 0;
  while (await writeFirstPendingMonth(db, organisationId)) written++;
  return written;
}

async function writeFirstPendingMonth(db: Db, organisationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockMonthBalances(tx, organisationId);
    const month = await findFirstMonthAwaitingBalances(tx, organisationId);
    if (!month) return false;
    // Earlier closed months have their balances: they are written in order, under the lock.
    const previous = await findClosedMonthBefore(tx, organisationId, month.thang);
    await deleteMonthBalances(tx, organisationId, month.thang);
    await writeMonthBalances(tx, organisationId, month.thang, previous);
    await markBalancesWritten(tx, month.id);
    return true;
  });
}

/**
 * Finishes every organisation's pending balances: at the server's start and periodically, for a
 * closing whose balances were cut off (a crash, a lost connection). Answers how many months were
 * written.
 */
export async function writeAllPendingMonthBalances(db: Db): Promise<number> {
  let written = 0;
  for (const organisationId of await listOrganisationsAwaitingBalances(db))
    written += await writePendingMonthBalances(db, organisationId);
  return written;
}
