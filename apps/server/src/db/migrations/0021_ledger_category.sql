-- Each ledger row's report category (docs/reports.md), fixed when the row is written: reports,
-- month-end closing and the registers read the column instead of looking the voucher up for every
-- issue and return row. The one definition is this function, called by the ledger insert and by the
-- backfill below. A row's direction is its sign, turned round for a reversal, so a reversal counts
-- against its own category; an issue's category depends on its voucher's issue kind, and medicine a
-- patient returns nets the dispensed issues. A completed voucher's issue kind and patient never change.
CREATE FUNCTION "nhom_phat_sinh"(loai_phieu text, so_luong numeric, la_dao_nguoc boolean, loai_xuat text, benh_nhan_id uuid)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN loai_phieu = 'NHAP_KHO' THEN 'NHAP_NHA_CUNG_CAP'
    WHEN loai_phieu = 'CAP_PHAT' THEN 'XUAT_CAP_PHAT'
    WHEN loai_phieu = 'TRA_HANG' THEN 'XUAT_TRA_NHA_CUNG_CAP'
    WHEN loai_phieu = 'TRA_THUOC' AND benh_nhan_id IS NOT NULL THEN 'XUAT_CAP_PHAT'
    WHEN (so_luong > 0) <> la_dao_nguoc THEN
      CASE WHEN loai_phieu = 'KIEM_KE' THEN 'NHAP_KIEM_KE' ELSE 'NHAP_NOI_BO' END
    WHEN loai_phieu = 'KIEM_KE' THEN 'XUAT_DIEU_CHINH'
    WHEN loai_phieu = 'XUAT_KHO' THEN
      CASE loai_xuat WHEN 'HUY' THEN 'XUAT_DIEU_CHINH' WHEN 'KIEM_NGHIEM' THEN 'XUAT_DIEU_CHINH'
                     WHEN 'CO_SO_KHAC' THEN 'XUAT_KHAC' ELSE 'XUAT_KHOA' END
    ELSE 'XUAT_KHOA'
  END
$$;
--> statement-breakpoint
ALTER TABLE "the_kho" ADD COLUMN "nhom" text;
--> statement-breakpoint
-- The ledger is append-only (the_kho_bat_bien_trg); filling the new column is the one update it allows.
ALTER TABLE "the_kho" DISABLE TRIGGER "the_kho_bat_bien_trg";
--> statement-breakpoint
UPDATE "the_kho" t SET "nhom" = "nhom_phat_sinh"(t."loai_phieu", t."so_luong", t."la_dao_nguoc", p."loai_xuat", p."benh_nhan_id")
FROM "phieu_kho" p WHERE p."id" = t."phieu_id";
--> statement-breakpoint
ALTER TABLE "the_kho" ENABLE TRIGGER "the_kho_bat_bien_trg";
--> statement-breakpoint
ALTER TABLE "the_kho" ALTER COLUMN "nhom" SET NOT NULL;
--> statement-breakpoint
-- Fresh statistics for the plans; autovacuum then clears the old row versions (docs/operations.md).
ANALYZE "the_kho";
