CREATE TABLE "benh_nhan" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ho_ten" text NOT NULL,
	"ngay_sinh" date NOT NULL,
	"gioi_tinh" text NOT NULL,
	"dia_chi" text,
	"so_dien_thoai" text,
	"so_cccd" text,
	"so_the_bhyt" text,
	"bhyt_tu_ngay" date,
	"bhyt_den_ngay" date,
	"muc_huong" integer,
	"loai_dieu_tri" text NOT NULL,
	"khoa_id" uuid,
	"giuong" text,
	"ngay_vao_vien" date,
	"ngay_ra_vien" date,
	"di_ung" text,
	"di_ung_hoat_chat" text[] DEFAULT '{}'::text[] NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "benh_nhan_gioi_tinh_ck" CHECK ("benh_nhan"."gioi_tinh" in ('NAM','NU','KHAC')),
	CONSTRAINT "benh_nhan_loai_dieu_tri_ck" CHECK ("benh_nhan"."loai_dieu_tri" in ('NOI_TRU','NGOAI_TRU')),
	CONSTRAINT "benh_nhan_noi_tru_khoa_ck" CHECK ("benh_nhan"."loai_dieu_tri" <> 'NOI_TRU' or "benh_nhan"."khoa_id" is not null),
	CONSTRAINT "benh_nhan_muc_huong_ck" CHECK ("benh_nhan"."muc_huong" is null or "benh_nhan"."muc_huong" between 0 and 100),
	CONSTRAINT "benh_nhan_bhyt_ngay_ck" CHECK ("benh_nhan"."bhyt_den_ngay" is null or "benh_nhan"."bhyt_tu_ngay" is null or "benh_nhan"."bhyt_den_ngay" >= "benh_nhan"."bhyt_tu_ngay"),
	CONSTRAINT "benh_nhan_ra_vien_ck" CHECK ("benh_nhan"."ngay_ra_vien" is null or "benh_nhan"."ngay_vao_vien" is null or "benh_nhan"."ngay_ra_vien" >= "benh_nhan"."ngay_vao_vien")
);
--> statement-breakpoint
CREATE TABLE "don_thuoc" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"so_don" text NOT NULL,
	"benh_nhan_id" uuid NOT NULL,
	"loai_dieu_tri" text NOT NULL,
	"khoa_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"bac_si_id" uuid NOT NULL,
	"ngay_ke" date NOT NULL,
	"ma_icd" text,
	"chan_doan" text NOT NULL,
	"loi_dan" text,
	"trang_thai" text DEFAULT 'CHO_CAP_PHAT' NOT NULL,
	"co_thuoc_kiem_soat" boolean DEFAULT false NOT NULL,
	"canh_bao" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ngay_dong" timestamp with time zone,
	"nguoi_dong_id" uuid,
	"ly_do_dong" text,
	"ngay_huy" timestamp with time zone,
	"nguoi_huy_id" uuid,
	"ly_do_huy" text,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "don_thuoc_loai_dieu_tri_ck" CHECK ("don_thuoc"."loai_dieu_tri" in ('NOI_TRU','NGOAI_TRU')),
	CONSTRAINT "don_thuoc_trang_thai_ck" CHECK ("don_thuoc"."trang_thai" in ('CHO_CAP_PHAT','CAP_PHAT_MOT_PHAN','DA_CAP_PHAT','DA_DONG','HUY'))
);
--> statement-breakpoint
CREATE TABLE "don_thuoc_chi_tiet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"don_thuoc_id" uuid NOT NULL,
	"stt" integer NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"lieu_moi_lan" numeric(18, 4),
	"so_lan_ngay" integer,
	"so_ngay" integer,
	"cach_dung" text,
	"so_luong" numeric(18, 4) NOT NULL,
	"so_luong_da_cap" numeric(18, 4) DEFAULT 0 NOT NULL,
	"ghi_chu" text,
	CONSTRAINT "don_thuoc_chi_tiet_so_luong_ck" CHECK ("don_thuoc_chi_tiet"."so_luong" > 0),
	CONSTRAINT "don_thuoc_chi_tiet_da_cap_ck" CHECK ("don_thuoc_chi_tiet"."so_luong_da_cap" >= 0 and "don_thuoc_chi_tiet"."so_luong_da_cap" <= "don_thuoc_chi_tiet"."so_luong")
);
--> statement-breakpoint
ALTER TABLE "phieu_kho" DROP CONSTRAINT "phieu_kho_loai_ck";--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD COLUMN "don_thuoc_id" uuid;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD COLUMN "benh_nhan_id" uuid;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD COLUMN "don_thuoc_chi_tiet_id" uuid;--> statement-breakpoint
ALTER TABLE "benh_nhan" ADD CONSTRAINT "benh_nhan_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benh_nhan" ADD CONSTRAINT "benh_nhan_khoa_id_khoa_id_fk" FOREIGN KEY ("khoa_id") REFERENCES "public"."khoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_benh_nhan_id_benh_nhan_id_fk" FOREIGN KEY ("benh_nhan_id") REFERENCES "public"."benh_nhan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_khoa_id_khoa_id_fk" FOREIGN KEY ("khoa_id") REFERENCES "public"."khoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_bac_si_id_nguoi_dung_id_fk" FOREIGN KEY ("bac_si_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_nguoi_dong_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dong_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD CONSTRAINT "don_thuoc_nguoi_huy_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_huy_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc_chi_tiet" ADD CONSTRAINT "don_thuoc_chi_tiet_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc_chi_tiet" ADD CONSTRAINT "don_thuoc_chi_tiet_don_thuoc_id_don_thuoc_id_fk" FOREIGN KEY ("don_thuoc_id") REFERENCES "public"."don_thuoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_thuoc_chi_tiet" ADD CONSTRAINT "don_thuoc_chi_tiet_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benh_nhan_ma_uq" ON "benh_nhan" USING btree ("to_chuc_id","ma");--> statement-breakpoint
CREATE INDEX "benh_nhan_the_bhyt_idx" ON "benh_nhan" USING btree ("to_chuc_id","so_the_bhyt");--> statement-breakpoint
CREATE INDEX "benh_nhan_dien_thoai_idx" ON "benh_nhan" USING btree ("to_chuc_id","so_dien_thoai");--> statement-breakpoint
CREATE INDEX "benh_nhan_khoa_idx" ON "benh_nhan" USING btree ("to_chuc_id","khoa_id");--> statement-breakpoint
CREATE INDEX "benh_nhan_tu_khoa_trgm_idx" ON "benh_nhan" USING gin ("tu_khoa" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "don_thuoc_so_uq" ON "don_thuoc" USING btree ("to_chuc_id","so_don");--> statement-breakpoint
CREATE INDEX "don_thuoc_kho_idx" ON "don_thuoc" USING btree ("kho_id","trang_thai","ngay_ke");--> statement-breakpoint
CREATE INDEX "don_thuoc_benh_nhan_idx" ON "don_thuoc" USING btree ("benh_nhan_id","ngay_ke");--> statement-breakpoint
CREATE INDEX "don_thuoc_icd_idx" ON "don_thuoc" USING btree ("to_chuc_id","ma_icd");--> statement-breakpoint
CREATE INDEX "don_thuoc_tu_khoa_trgm_idx" ON "don_thuoc" USING gin ("tu_khoa" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "don_thuoc_chi_tiet_don_idx" ON "don_thuoc_chi_tiet" USING btree ("don_thuoc_id","stt");--> statement-breakpoint
CREATE INDEX "don_thuoc_chi_tiet_hang_hoa_idx" ON "don_thuoc_chi_tiet" USING btree ("hang_hoa_id");--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_don_thuoc_id_don_thuoc_id_fk" FOREIGN KEY ("don_thuoc_id") REFERENCES "public"."don_thuoc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_benh_nhan_id_benh_nhan_id_fk" FOREIGN KEY ("benh_nhan_id") REFERENCES "public"."benh_nhan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_don_thuoc_chi_tiet_id_don_thuoc_chi_tiet_id_fk" FOREIGN KEY ("don_thuoc_chi_tiet_id") REFERENCES "public"."don_thuoc_chi_tiet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phieu_kho_don_thuoc_idx" ON "phieu_kho" USING btree ("don_thuoc_id");--> statement-breakpoint
CREATE INDEX "phieu_kho_benh_nhan_idx" ON "phieu_kho" USING btree ("benh_nhan_id");--> statement-breakpoint
CREATE INDEX "phieu_kho_chi_tiet_don_thuoc_idx" ON "phieu_kho_chi_tiet" USING btree ("don_thuoc_chi_tiet_id");--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_loai_ck" CHECK ("phieu_kho"."loai_phieu" in ('NHAP_KHO','XUAT_KHO','CHUYEN_KHO','LINH_HANG','TRA_THUOC','TRA_HANG','KIEM_KE','CAP_PHAT'));