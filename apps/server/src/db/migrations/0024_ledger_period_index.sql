-- The period index (procurement planning) also carries the cost and the report category, so the overview's
-- consumption and chart and the per-item stock movement report read a period's ledger from the index alone.
DROP INDEX "the_kho_ke_hoach_idx";--> statement-breakpoint
CREATE INDEX "the_kho_ke_hoach_idx" ON "the_kho" USING btree ("kho_id","ngay_chung_tu","hang_hoa_id","loai_phieu","la_dao_nguoc","phieu_id","so_luong","don_gia","nhom");