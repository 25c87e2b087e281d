CREATE TABLE "ton_kho_hang_hoa" (
	"kho_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"so_luong" numeric(18, 4) DEFAULT 0 NOT NULL,
	"gia_tri" numeric DEFAULT 0 NOT NULL,
	"so_lo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ton_kho_hang_hoa_kho_id_hang_hoa_id_pk" PRIMARY KEY("kho_id","hang_hoa_id")
);
--> statement-breakpoint
ALTER TABLE "ton_kho_hang_hoa" ADD CONSTRAINT "ton_kho_hang_hoa_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho_hang_hoa" ADD CONSTRAINT "ton_kho_hang_hoa_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho_hang_hoa" ADD CONSTRAINT "ton_kho_hang_hoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ton_kho_hang_hoa" ("kho_id", "hang_hoa_id", "to_chuc_id", "so_luong", "gia_tri", "so_lo")
SELECT t."kho_id", t."hang_hoa_id", t."to_chuc_id", sum(t."so_luong"), sum(t."so_luong" * l."don_gia"),
       count(*) FILTER (WHERE t."so_luong" > 0)
FROM "ton_kho" t JOIN "lo_hang" l ON l."id" = t."lo_hang_id"
GROUP BY t."kho_id", t."hang_hoa_id", t."to_chuc_id";
