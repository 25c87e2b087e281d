-- Deleting a voucher line (a draft's lines are replaced on every save) makes PostgreSQL check that
-- no allocation still names it. Without an index on the allocation's line, that check read the
-- whole allocation table once per deleted line: a year of a hospital's dispensing makes it
-- millions of rows. Built inside the upgrade's transaction, so writes to allocations wait for it
-- (seconds on millions of rows).
CREATE INDEX "phieu_kho_phan_bo_chi_tiet_idx" ON "phieu_kho_phan_bo" USING btree ("chi_tiet_id");