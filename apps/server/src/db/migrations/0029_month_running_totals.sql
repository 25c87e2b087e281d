-- Every month's movements per warehouse, goods item and report category, kept by the database
-- from every statement that writes ledger rows (decision 0041): a report per goods item reads a
-- whole month from here. Rows are updated in place by every stock movement, so pages keep room for
-- the new versions (HOT updates: no index changes).
CREATE TABLE "luy_ke_phat_sinh" (
	"to_chuc_id" uuid NOT NULL,
	"thang" date NOT NULL,
	"kho_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"nhom" text NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	"gia_tri" numeric NOT NULL,
	CONSTRAINT "luy_ke_phat_sinh_to_chuc_id_thang_kho_id_hang_hoa_id_nhom_pk" PRIMARY KEY("to_chuc_id","thang","kho_id","hang_hoa_id","nhom"),
	CONSTRAINT "luy_ke_phat_sinh_dau_thang_ck" CHECK (extract(day from "luy_ke_phat_sinh"."thang") = 1)
);
--> statement-breakpoint
ALTER TABLE "luy_ke_phat_sinh" SET (fillfactor = 80);--> statement-breakpoint
-- After each statement that inserts ledger rows, once: its rows summed into their months' totals,
-- in key order. AFTER triggers fire when the whole statement is done, so the per-goods summary
-- (written first, by the same statement or an earlier one) is locked before any total, and a
-- transaction holding a total of a warehouse and goods item always holds that pair's summary row:
-- no other transaction can be waiting for the total, and the lock order stays the summary's.
CREATE FUNCTION "luy_ke_phat_sinh_cong"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO luy_ke_phat_sinh AS m (to_chuc_id, thang, kho_id, hang_hoa_id, nhom, so_luong, gia_tri)
  SELECT to_chuc_id, date_trunc('month', ngay_chung_tu::timestamp)::date, kho_id, hang_hoa_id, nhom,
         sum(so_luong), sum(so_luong * don_gia)
  FROM dong_moi
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (to_chuc_id, thang, kho_id, hang_hoa_id, nhom) DO UPDATE SET
    so_luong = m.so_luong + excluded.so_luong,
    gia_tri = m.gia_tri + excluded.gia_tri;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The trigger first: creating it waits for transactions writing the ledger and holds new ones back
-- until the migration commits, so the fill below sees every row written without it.
CREATE TRIGGER "the_kho_luy_ke_trg" AFTER INSERT ON "the_kho" REFERENCING NEW TABLE AS dong_moi
  FOR EACH STATEMENT EXECUTE FUNCTION "luy_ke_phat_sinh_cong"();--> statement-breakpoint
INSERT INTO "luy_ke_phat_sinh" ("to_chuc_id", "thang", "kho_id", "hang_hoa_id", "nhom", "so_luong", "gia_tri")
SELECT "to_chuc_id", date_trunc('month', "ngay_chung_tu"::timestamp)::date, "kho_id", "hang_hoa_id", "nhom",
       sum("so_luong"), sum("so_luong" * "don_gia")
FROM "the_kho"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ANALYZE "luy_ke_phat_sinh";
