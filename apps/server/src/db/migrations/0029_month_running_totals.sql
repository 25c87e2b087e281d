-- Every month's movements per warehouse, goods item and report category, kept by the statement
-- that writes the ledger (decision 0041): a report per goods item reads a whole month from here.
-- Filled from the ledger once; rows are updated in place by every stock movement, so pages keep room
-- for the new versions (HOT updates: no index changes).
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
ALTER TABLE "luy_ke_phat_sinh" ADD CONSTRAINT "luy_ke_phat_sinh_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luy_ke_phat_sinh" ADD CONSTRAINT "luy_ke_phat_sinh_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luy_ke_phat_sinh" ADD CONSTRAINT "luy_ke_phat_sinh_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luy_ke_phat_sinh" SET (fillfactor = 80);--> statement-breakpoint
INSERT INTO "luy_ke_phat_sinh" ("to_chuc_id", "thang", "kho_id", "hang_hoa_id", "nhom", "so_luong", "gia_tri")
SELECT "to_chuc_id", date_trunc('month', "ngay_chung_tu"::timestamp)::date, "kho_id", "hang_hoa_id", "nhom",
       sum("so_luong"), sum("so_luong" * "don_gia")
FROM "the_kho"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ANALYZE "luy_ke_phat_sinh";
