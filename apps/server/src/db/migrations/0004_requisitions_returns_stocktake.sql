CREATE TABLE "kiem_ke" (
	"phieu_id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"pham_vi" text NOT NULL,
	"nhom_hang_hoa_id" uuid,
	"han_dung_truoc" date,
	"thoi_diem_chot_so" timestamp with time zone NOT NULL,
	CONSTRAINT "kiem_ke_pham_vi_ck" CHECK ("kiem_ke"."pham_vi" in ('TAT_CA','NHOM_HANG_HOA','HET_HAN_TRUOC')),
	CONSTRAINT "kiem_ke_pham_vi_du_ck" CHECK (("kiem_ke"."pham_vi" <> 'NHOM_HANG_HOA' or "kiem_ke"."nhom_hang_hoa_id" is not null) and ("kiem_ke"."pham_vi" <> 'HET_HAN_TRUOC' or "kiem_ke"."han_dung_truoc" is not null))
);
--> statement-breakpoint
CREATE TABLE "kiem_ke_chi_tiet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"phieu_id" uuid NOT NULL,
	"stt" integer NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"lo_hang_id" uuid,
	"so_lo" text NOT NULL,
	"han_dung" date NOT NULL,
	"don_gia" numeric(18, 4) NOT NULL,
	"so_luong_so_sach" numeric(18, 4) NOT NULL,
	"so_luong_thuc_te" numeric(18, 4),
	"so_luong_hong" numeric(18, 4) DEFAULT 0 NOT NULL,
	"ghi_chu" text,
	CONSTRAINT "kiem_ke_chi_tiet_so_luong_ck" CHECK ("kiem_ke_chi_tiet"."so_luong_so_sach" >= 0 and ("kiem_ke_chi_tiet"."so_luong_thuc_te" is null or "kiem_ke_chi_tiet"."so_luong_thuc_te" >= 0) and "kiem_ke_chi_tiet"."so_luong_hong" >= 0),
	CONSTRAINT "kiem_ke_chi_tiet_hong_ck" CHECK ("kiem_ke_chi_tiet"."so_luong_thuc_te" is null or "kiem_ke_chi_tiet"."so_luong_hong" <= "kiem_ke_chi_tiet"."so_luong_thuc_te"),
	CONSTRAINT "kiem_ke_chi_tiet_gia_ck" CHECK ("kiem_ke_chi_tiet"."don_gia" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kiem_ke_hoi_dong" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"phieu_id" uuid NOT NULL,
	"stt" integer NOT NULL,
	"nhan_vien_id" uuid,
	"ho_ten" text NOT NULL,
	"chuc_danh" text,
	"vai_tro" text NOT NULL,
	CONSTRAINT "kiem_ke_hoi_dong_vai_tro_ck" CHECK ("kiem_ke_hoi_dong"."vai_tro" in ('CHU_TICH','THU_KY','UY_VIEN'))
);
--> statement-breakpoint
ALTER TABLE "phieu_kho" DROP CONSTRAINT "phieu_kho_loai_ck";--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD COLUMN "loai_linh" text;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD COLUMN "ly_do_tra_hang" text;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "so_luong_duyet" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "ly_do_dieu_chinh" text;--> statement-breakpoint
ALTER TABLE "kiem_ke" ADD CONSTRAINT "kiem_ke_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke" ADD CONSTRAINT "kiem_ke_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke" ADD CONSTRAINT "kiem_ke_nhom_hang_hoa_id_nhom_hang_hoa_id_fk" FOREIGN KEY ("nhom_hang_hoa_id") REFERENCES "public"."nhom_hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_chi_tiet" ADD CONSTRAINT "kiem_ke_chi_tiet_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_chi_tiet" ADD CONSTRAINT "kiem_ke_chi_tiet_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_chi_tiet" ADD CONSTRAINT "kiem_ke_chi_tiet_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_chi_tiet" ADD CONSTRAINT "kiem_ke_chi_tiet_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_hoi_dong" ADD CONSTRAINT "kiem_ke_hoi_dong_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_hoi_dong" ADD CONSTRAINT "kiem_ke_hoi_dong_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiem_ke_hoi_dong" ADD CONSTRAINT "kiem_ke_hoi_dong_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiem_ke_chi_tiet_phieu_idx" ON "kiem_ke_chi_tiet" USING btree ("phieu_id","stt");--> statement-breakpoint
CREATE UNIQUE INDEX "kiem_ke_chi_tiet_lo_uq" ON "kiem_ke_chi_tiet" USING btree ("phieu_id","lo_hang_id");--> statement-breakpoint
CREATE INDEX "kiem_ke_hoi_dong_phieu_idx" ON "kiem_ke_hoi_dong" USING btree ("phieu_id","stt");--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_loai_linh_ck" CHECK ("phieu_kho"."loai_linh" is null or "phieu_kho"."loai_linh" in ('DU_TRU','LINH_BU'));--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_ly_do_tra_hang_ck" CHECK ("phieu_kho"."ly_do_tra_hang" is null or "phieu_kho"."ly_do_tra_hang" in ('HONG','THU_HOI','CAN_HAN','KHAC'));--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_loai_ck" CHECK ("phieu_kho"."loai_phieu" in ('NHAP_KHO','XUAT_KHO','CHUYEN_KHO','LINH_HANG','TRA_THUOC','TRA_HANG','KIEM_KE'));--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_duyet_ck" CHECK ("phieu_kho_chi_tiet"."so_luong_duyet" is null or ("phieu_kho_chi_tiet"."so_luong_duyet" >= 0 and "phieu_kho_chi_tiet"."so_luong_duyet" <= "phieu_kho_chi_tiet"."so_luong"));