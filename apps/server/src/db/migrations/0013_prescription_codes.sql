ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_ke_toi_da" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_ke_man_tinh" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_gay_nghien" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_huong_than" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_kiem_soat_man_tinh" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "ma_icd_man_tinh" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD COLUMN "ma_don_thuoc" text;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD COLUMN "loai_don" text DEFAULT 'C' NOT NULL;--> statement-breakpoint
-- Prescriptions written before the national code keep their number as a legacy code (it is
-- unique in the organisation and cannot be mistaken for a code of the XXXXXYYYYYYY-Z form).
UPDATE "don_thuoc" SET "ma_don_thuoc" = "so_don";--> statement-breakpoint
UPDATE "don_thuoc" d SET "loai_don" = CASE
  WHEN EXISTS (SELECT 1 FROM "don_thuoc_chi_tiet" c JOIN "hang_hoa" h ON h."id" = c."hang_hoa_id"
               WHERE c."don_thuoc_id" = d."id" AND h."phan_loai_quan_ly" = 'GAY_NGHIEN') THEN 'N'
  WHEN EXISTS (SELECT 1 FROM "don_thuoc_chi_tiet" c JOIN "hang_hoa" h ON h."id" = c."hang_hoa_id"
               WHERE c."don_thuoc_id" = d."id" AND h."phan_loai_quan_ly" IN ('HUONG_THAN', 'TIEN_CHAT')) THEN 'H'
  ELSE 'C' END;--> statement-breakpoint
ALTER TABLE "don_thuoc" ALTER COLUMN "ma_don_thuoc" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "don_thuoc_ma_uq" ON "don_thuoc" USING btree ("to_chuc_id","ma_don_thuoc");--> statement-breakpoint
ALTER TABLE "to_chuc" ADD CONSTRAINT "to_chuc_so_ngay_ke_ck" CHECK ("to_chuc"."so_ngay_ke_toi_da" between 1 and 366 and "to_chuc"."so_ngay_ke_man_tinh" between 1 and 366 and "to_chuc"."so_ngay_gay_nghien" between 1 and 366 and "to_chuc"."so_ngay_huong_than" between 1 and 366 and "to_chuc"."so_ngay_kiem_soat_man_tinh" between 1 and 366);--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_loai_don_ck" CHECK ("don_thuoc"."loai_don" in ('N','H','C'));