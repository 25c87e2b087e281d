CREATE TABLE "phat_sinh_thang_kho" (
	"to_chuc_id" uuid NOT NULL,
	"thang" date NOT NULL,
	"kho_id" uuid NOT NULL,
	"nhom" text NOT NULL,
	"gia_tri" numeric NOT NULL,
	CONSTRAINT "phat_sinh_thang_kho_to_chuc_id_thang_kho_id_nhom_pk" PRIMARY KEY("to_chuc_id","thang","kho_id","nhom"),
	CONSTRAINT "phat_sinh_thang_kho_dau_thang_ck" CHECK (extract(day from "phat_sinh_thang_kho"."thang") = 1)
);
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang_kho" ADD CONSTRAINT "phat_sinh_thang_kho_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phat_sinh_thang_kho" ADD CONSTRAINT "phat_sinh_thang_kho_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The months closed before this migration.
INSERT INTO "phat_sinh_thang_kho" ("to_chuc_id", "thang", "kho_id", "nhom", "gia_tri")
SELECT "to_chuc_id", "thang", "kho_id", "nhom", sum("gia_tri") FROM "phat_sinh_thang"
GROUP BY "to_chuc_id", "thang", "kho_id", "nhom";
