import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goiThauChiTiet } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { insertGoods, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { consumeTenderLine, releaseTenderLine } from './tender-consumption.service';
import { createSupplier, createTender, TENDER_BASE, tenderBody } from './tender-test-helpers';

let t: TestApp;
let f: OrganisationFixture;
let supplierId: string;
let goodsId: string;
let sequence = 0;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  supplierId = (await createSupplier(t, f, 'DHG', 'Công ty CP Dược Hậu Giang')).id;
  goodsId = (
    await insertGoods(t, f.organisation.id, { ma: 'INSULIN', ten: 'Insulin 100 IU/ml', don_vi_tinh: 'Lọ' })
  ).id;
});
afterAll(async () => {
  await t.close();
});

/** A fresh tender with one line of the given awarded quantity; returns the line id. */
async function lineOf(awarded: number): Promise<string> {
  return (await tenderOf(awarded)).lineId;
}

async function tenderOf(awarded: number) {
  sequence += 1;
  const body = tenderBody(f, supplierId, `TIEU-HAO-${sequence}`, [
    { hang_hoa_id: goodsId, so_luong_trung: awarded, don_gia_trung: 95000 },
  ]);
  const created = await createTender(t, body, f.pharmacist.access_token);
  return { body, tenderId: created.body.data.id, lineId: created.body.data.chi_tiet[0]!.id };
}

/**
 * Starts a receipt that consumes and keeps its transaction open for `commitAfterMs`; resolves once it
 * has consumed, with its commit still to come (wrapped, so awaiting this does not await the commit).
 */
async function slowReceipt(
  lineId: string,
  quantity: number,
  commitAfterMs: number,
): Promise<{ committed: Promise<void> }> {
  let consumed!: () => void;
  const hasConsumed = new Promise<void>((resolve) => (consumed = resolve));
  const done = t.context.db.transaction(async (tx) => {
    await consumeTenderLine(tx, f.organisation.id, lineId, quantity);
    consumed();
    await new Promise((resolve) => setTimeout(resolve, commitAfterMs));
  });
  await hasConsumed;
  return { committed: done };
}

async function received(lineId: string): Promise<number> {
  const [row] = await t.context.db
    .select({ n: goiThauChiTiet.so_luong_da_nhap })
    .from(goiThauChiTiet)
    .where(eq(goiThauChiTiet.id, lineId));
  return row!.n;
}

const consume = (
  lineId: string,
  quantity: number,
  allowOverrun = false,
  organisationId = f.organisation.id,
) =>
  t.context.db.transaction((tx) => consumeTenderLine(tx, organisationId, lineId, quantity, { allowOverrun }));
const release = (lineId: string, quantity: number, organisationId = f.organisation.id) =>
  t.context.db.transaction((tx) => releaseTenderLine(tx, organisationId, lineId, quantity));

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('consumeTenderLine and releaseTenderLine', () => {
  it('consumes up to the awarded quantity exactly and refuses one unit more, saying what remains', async () => {
    const line = await lineOf(100);
    expect(await consume(line, 60.5)).toMatchObject({ so_luong_da_nhap: 60.5, so_luong_con_lai: 39.5 });
    const over = await failure(consume(line, 40));
    expect(over).toMatchObject({
      statusCode: 409,
      messageKey: 'catalogue.tender_line_exceeded',
      params: { remaining: 39.5 },
    });
    expect(await consume(line, 39.5)).toMatchObject({ so_luong_da_nhap: 100, so_luong_con_lai: 0 });
    expect(await received(line)).toBe(100);
  });

  it('lets a recorded overrun pass and shows it as negative remaining', async () => {
    const line = await lineOf(10);
    expect(await consume(line, 12, true)).toMatchObject({ so_luong_da_nhap: 12, so_luong_con_lai: -2 });
    expect(await failure(consume(line, 1))).toMatchObject({ params: { remaining: 0 } });
  });

  it('releases returned quantities, never below zero', async () => {
    const line = await lineOf(50);
    await consume(line, 30);
    expect(await release(line, 10)).toMatchObject({ so_luong_da_nhap: 20, so_luong_con_lai: 30 });
    expect(await failure(release(line, 20.0001))).toMatchObject({
      statusCode: 409,
      messageKey: 'catalogue.tender_release_exceeds',
      params: { received: 20 },
    });
    expect(await release(line, 20)).toMatchObject({ so_luong_da_nhap: 0 });
  });

  it('refuses zero, negative and non-finite quantities and lines of another organisation', async () => {
    const line = await lineOf(5);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(await failure(consume(line, bad))).toMatchObject({
        statusCode: 422,
        messageKey: 'catalogue.tender_quantity_positive',
      });
    }
    expect(await failure(consume(line, 1, false, f.outsiderOrganisation.id))).toMatchObject({
      statusCode: 404,
    });
    expect(await failure(release(line, 1, f.outsiderOrganisation.id))).toMatchObject({ statusCode: 404 });
    expect(await received(line)).toBe(0);
  });

  it('lets only one of two receipts racing for the last units through', async () => {
    const line = await lineOf(10);
    await consume(line, 7);
    // The first receipt takes the last 3 units and holds its transaction open while the second asks
    // for 3 too: on PostgreSQL the second waits on the row lock and re-checks against the commit.
    const first = await slowReceipt(line, 3, 200);
    const outcomes = await Promise.allSettled([first.committed, consume(line, 3)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      messageKey: 'catalogue.tender_line_exceeded',
      params: { remaining: 0 },
    });
    expect(await received(line)).toBe(10);
  });

  it('refuses a tender edit that a receipt committed meanwhile has made impossible', async () => {
    const { body, tenderId, lineId } = await tenderOf(100);
    const receipt = await slowReceipt(lineId, 40, 200);
    // The editor saw nothing received and lowers the line to 30 while the receipt is committing.
    const edit = t.request('PUT', `${TENDER_BASE}/${tenderId}/cap-nhat-goi-thau`, {
      token: f.pharmacist.access_token,
      body: {
        ...body,
        phien_ban: 1,
        chi_tiet: [{ hang_hoa_id: goodsId, so_luong_trung: 30, don_gia_trung: 95000 }],
      },
    });
    const [, edited] = await Promise.all([receipt.committed, edit]);
    expect(edited.status).toBe(409);
    const [row] = await t.context.db.select().from(goiThauChiTiet).where(eq(goiThauChiTiet.id, lineId));
    expect(row).toMatchObject({ so_luong_trung: 100, so_luong_da_nhap: 40 });
  });

  it('keeps the total exact when many small receipts race', async () => {
    const line = await lineOf(1);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => consume(line, 0.1)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(await received(line)).toBe(1);
  });
});
