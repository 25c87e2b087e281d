CREATE TABLE "phat_sinh_thang" (
	"to_chuc_id" uuid NOT NULL,
	"thang" date NOT NULL,
	"kho_id" uuid NOT NULL,
	"lo_hang_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"nhom" text NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	"gia_tri" numeric NOT NULL,
	CONSTRAINT "phat_sinh_thang_to_chuc_id_thang_kho_id_lo_hang_id_nhom_pk" PRIMARY KEY("to_chuc_id","thang","kho_id","lo_hang_id","nhom"),
	CONSTRAINT "phat_sinh_thang_dau_thang_ck" CHECK (extract(day from "phat_sinh_thang"."thang") = 1)
);
--> statement-breakpoint
CREATE TABLE "so_du_thang" (
	"to_chuc_id" uuid NOT NULL,
	"thang" date NOT NULL,
	"kho_id" uuid NOT NULL,
	"lo_hang_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	CONSTRAINT "so_du_thang_to_chuc_id_thang_kho_id_lo_hang_id_pk" PRIMARY KEY("to_chuc_id","thang","kho_id","lo_hang_id"),
	CONSTRAINT "so_du_thang_dau_thang_ck" CHECK (extract(day from "so_du_thang"."thang") = 1)
);
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" ADD CONSTRAINT "phat_sinh_thang_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" ADD CONSTRAINT "phat_sinh_thang_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" ADD CONSTRAINT "phat_sinh_thang_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" ADD CONSTRAINT "phat_sinh_thang_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "so_du_thang" ADD CONSTRAINT "so_du_thang_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "so_du_thang" ADD CONSTRAINT "so_du_thang_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "so_du_thang" ADD CONSTRAINT "so_du_thang_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "so_du_thang" ADD CONSTRAINT "so_du_thang_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "the_kho_kho_ngay_idx" ON "the_kho" USING btree ("kho_id","ngay_chung_tu");--> statement-breakpoint
CREATE INDEX "the_kho_loai_ngay_idx" ON "the_kho" USING btree ("to_chuc_id","loai_phieu","ngay_chung_tu");--> statement-breakpoint
-- Months closed before this migration get their balances and movements from the ledger (the
-- category is modules/reports/movement-category.ts, written out here).
INSERT INTO "so_du_thang" ("to_chuc_id", "thang", "kho_id", "lo_hang_id", "hang_hoa_id", "so_luong")
SELECT k."to_chuc_id", k."thang", t."kho_id", t."lo_hang_id", t."hang_hoa_id", sum(t."so_luong")
FROM "ky_khoa_so" k
JOIN "the_kho" t ON t."to_chuc_id" = k."to_chuc_id" AND t."ngay_chung_tu" < (k."thang" + interval '1 month')::date
GROUP BY k."to_chuc_id", k."thang", t."kho_id", t."lo_hang_id", t."hang_hoa_id"
HAVING sum(t."so_luong") <> 0;
--> statement-breakpoint
INSERT INTO "phat_sinh_thang" ("to_chuc_id", "thang", "kho_id", "lo_hang_id", "hang_hoa_id", "nhom", "so_luong", "gia_tri")
SELECT m."to_chuc_id", m."thang", m."kho_id", m."lo_hang_id", m."hang_hoa_id", m."nhom", sum(m."so_luong"), sum(m."so_luong" * m."don_gia")
FROM (
  SELECT k."to_chuc_id", k."thang", t."kho_id", t."lo_hang_id", t."hang_hoa_id", t."so_luong", t."don_gia",
    CASE
      WHEN t."loai_phieu" = 'NHAP_KHO' THEN 'NHAP_NHA_CUNG_CAP'
      WHEN t."loai_phieu" = 'CAP_PHAT' THEN 'XUAT_CAP_PHAT'
      WHEN t."loai_phieu" = 'TRA_HANG' THEN 'XUAT_TRA_NHA_CUNG_CAP'
      WHEN (t."so_luong" > 0) <> t."la_dao_nguoc" THEN
        CASE WHEN t."loai_phieu" = 'KIEM_KE' THEN 'NHAP_KIEM_KE' ELSE 'NHAP_NOI_BO' END
      WHEN t."loai_phieu" = 'KIEM_KE' THEN 'XUAT_DIEU_CHINH'
      WHEN t."loai_phieu" = 'XUAT_KHO' THEN (
        SELECT CASE p."loai_xuat" WHEN 'HUY' THEN 'XUAT_DIEU_CHINH' WHEN 'KIEM_NGHIEM' THEN 'XUAT_DIEU_CHINH'
                                  WHEN 'CO_SO_KHAC' THEN 'XUAT_KHAC' ELSE 'XUAT_KHOA' END
        FROM "phieu_kho" p WHERE p."id" = t."phieu_id")
      ELSE 'XUAT_KHOA'
    END AS "nhom"
  FROM "ky_khoa_so" k
  JOIN "the_kho" t ON t."to_chuc_id" = k."to_chuc_id"
    AND t."ngay_chung_tu" >= k."thang" AND t."ngay_chung_tu" < (k."thang" + interval '1 month')::date
) m
GROUP BY m."to_chuc_id", m."thang", m."kho_id", m."lo_hang_id", m."hang_hoa_id", m."nhom";
