CREATE TABLE "ky_ngay_so_kiem_soat" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"ngay" date NOT NULL,
	"nguoi_ky_id" uuid NOT NULL,
	"thoi_diem_ky" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ky_ngay_so_kiem_soat_kho_ngay_uq" UNIQUE("kho_id","ngay")
);
--> statement-breakpoint
CREATE TABLE "ky_ngay_so_kiem_soat_dong" (
	"the_kho_id" uuid PRIMARY KEY NOT NULL,
	"ky_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ky_ngay_so_kiem_soat" ADD CONSTRAINT "ky_ngay_so_kiem_soat_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_ngay_so_kiem_soat" ADD CONSTRAINT "ky_ngay_so_kiem_soat_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_ngay_so_kiem_soat" ADD CONSTRAINT "ky_ngay_so_kiem_soat_nguoi_ky_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_ky_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_ngay_so_kiem_soat_dong" ADD CONSTRAINT "ky_ngay_so_kiem_soat_dong_the_kho_id_the_kho_id_fk" FOREIGN KEY ("the_kho_id") REFERENCES "public"."the_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_ngay_so_kiem_soat_dong" ADD CONSTRAINT "ky_ngay_so_kiem_soat_dong_ky_id_ky_ngay_so_kiem_soat_id_fk" FOREIGN KEY ("ky_id") REFERENCES "public"."ky_ngay_so_kiem_soat"("id") ON DELETE cascade ON UPDATE no action;