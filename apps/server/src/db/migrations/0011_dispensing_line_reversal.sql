ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "ngay_dao_nguoc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "nguoi_dao_nguoc_id" uuid;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "ly_do_dao_nguoc" text;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_nguoi_dao_nguoc_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dao_nguoc_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;