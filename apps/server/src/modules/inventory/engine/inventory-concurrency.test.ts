import type { VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  onHand,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  voucherAction,
  type InventoryFixture,
} from '../inventory-test-helpers';

let t: TestApp;
let f: InventoryFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());

/** create -> submit -> approve one issue; answers the quantity that left, or the refusal. */
async function issueOnce(goodsId: string, quantity: number): Promise<{ issued: number; refusal?: number }> {
  const created = await t.request<VoucherDetail>('POST', `${ISSUES}/tao-moi-phieu-xuat-kho`, {
    token: f.chemist.access_token,
    body: issueBody(f, [{ hang_hoa_id: goodsId, so_luong: quantity }]),
  });
  const draft = expectStatus(created, 201);
  const submitted = await voucherAction(t, f, ISSUES, draft, 'gui-duyet');
  if (submitted.status !== 200) return { issued: 0, refusal: submitted.status };
  const approved = await voucherAction(t, f, ISSUES, submitted.body.data, 'duyet');
  if (approved.status !== 200) return { issued: 0, refusal: approved.status };
  return { issued: quantity };
}

describe('concurrent stock movements', () => {
  it('60 concurrent issues against three batches never oversell and leave ledger = stock', async () => {
    const [para] = f.goods;
    await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [
        receiptLine(para!.id, { so_lo: 'C-1', han_dung: hanoiDay(100), so_luong: 100 }),
        receiptLine(para!.id, { so_lo: 'C-2', han_dung: hanoiDay(200), so_luong: 100 }),
        receiptLine(para!.id, { so_lo: 'C-3', han_dung: hanoiDay(300), so_luong: 100 }),
      ]),
    );
    const results = await Promise.all(Array.from({ length: 60 }, () => issueOnce(para!.id, 7)));
    const issued = results.reduce((sum, r) => sum + r.issued, 0);
    // Every refusal is the business rule (not enough stock), never a server error.
    expect(results.filter((r) => r.refusal !== undefined).every((r) => r.refusal === 409)).toBe(true);
    const left = await onHand(t, f, f.mainStore, para!.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(7);
    expect(issued + left).toBe(300);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('receipts and issues mixed concurrently keep the books whole', async () => {
    const [, amox] = f.goods;
    await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(amox!.id, { so_lo: 'M-0', so_luong: 50 })]));
    const receipts = Array.from({ length: 10 }, (_, i) =>
      runVoucher(
        t,
        f,
        RECEIPTS,
        receiptBody(f, [
          receiptLine(amox!.id, {
            so_lo: `M-${(i % 3) + 1}`,
            han_dung: hanoiDay(90 + (i % 3)),
            so_luong: 10,
          }),
        ]),
      ).then(() => ({ received: 10, issued: 0 })),
    );
    const issues = Array.from({ length: 30 }, () =>
      issueOnce(amox!.id, 4).then((r) => ({ received: 0, issued: r.issued })),
    );
    const results = await Promise.all([...receipts, ...issues]);
    const received = results.reduce((sum, r) => sum + r.received, 0);
    const issued = results.reduce((sum, r) => sum + r.issued, 0);
    expect(received).toBe(100);
    expect(await onHand(t, f, f.mainStore, amox!.id)).toBe(50 + received - issued);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('two approvals of one voucher at once move stock once', async () => {
    const [, , nacl] = f.goods;
    await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(nacl!.id, { so_lo: 'D-1', so_luong: 20 })]));
    const pending = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 5 }]), [
      'gui-duyet',
    ]);
    const both = await Promise.all([
      voucherAction(t, f, ISSUES, pending, 'duyet'),
      voucherAction(t, f, ISSUES, pending, 'duyet'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await onHand(t, f, f.mainStore, nacl!.id)).toBe(15);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});
