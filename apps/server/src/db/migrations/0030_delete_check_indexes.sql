-- Deleting a row makes PostgreSQL check, through every foreign key into its table, that no row
-- still names it. Without an index led by the key's column that check reads the whole referring
-- table once per deleted row. Two deletions of everyday work had none:
-- - a voucher's lines, replaced on every save of a draft, checked against the allocations (a
--   year of a hospital's issues and dispensing makes millions);
-- - a tender's lines removed by a re-import, checked against batches, voucher lines and
--   procurement request lines (partial indexes: rows naming no tender line cost them nothing).
-- Built inside the upgrade's transaction, so writes to these tables wait for it (seconds on
-- millions of rows).
CREATE INDEX IF NOT EXISTS "lo_hang_goi_thau_chi_tiet_idx" ON "lo_hang" USING btree ("goi_thau_chi_tiet_id") WHERE "lo_hang"."goi_thau_chi_tiet_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phieu_kho_chi_tiet_goi_thau_idx" ON "phieu_kho_chi_tiet" USING btree ("goi_thau_chi_tiet_id") WHERE "phieu_kho_chi_tiet"."goi_thau_chi_tiet_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phieu_kho_phan_bo_chi_tiet_idx" ON "phieu_kho_phan_bo" USING btree ("chi_tiet_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phieu_du_tru_chi_tiet_goi_thau_idx" ON "phieu_du_tru_chi_tiet" USING btree ("goi_thau_chi_tiet_id") WHERE "phieu_du_tru_chi_tiet"."goi_thau_chi_tiet_id" is not null;