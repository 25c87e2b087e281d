-- The vouchers awaiting approval are a few among a year's vouchers (every dispensing is one). The
-- overview counts them on every visit, and closing a month counts those dated in it while it
-- holds stock movements back; both read every voucher of the organisation without this index
-- (on 70 000 vouchers: the overview's count 124 ms, a closing's 3 ms for a month and more for a
-- first closing, against a few hundredths of a millisecond with it; docs/performance.md).
CREATE INDEX IF NOT EXISTS "phieu_kho_cho_duyet_idx" ON "phieu_kho" USING btree ("to_chuc_id","ngay_chung_tu") WHERE "phieu_kho"."trang_thai" = 'CHO_DUYET';