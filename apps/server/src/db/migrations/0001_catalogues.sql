CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "co_so_tu_truc" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	CONSTRAINT "co_so_tu_truc_duong_ck" CHECK ("co_so_tu_truc"."so_luong" > 0)
);
--> statement-breakpoint
CREATE TABLE "goi_thau" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"so_quyet_dinh" text NOT NULL,
	"ngay_quyet_dinh" date NOT NULL,
	"ma_goi" text NOT NULL,
	"nhom_thau" text NOT NULL,
	"nam" integer NOT NULL,
	"loai_thau" text,
	"hinh_thuc" text,
	"nha_cung_cap_id" uuid NOT NULL,
	"hieu_luc_tu" date NOT NULL,
	"hieu_luc_den" date NOT NULL,
	"ghi_chu" text,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "goi_thau_hieu_luc_ck" CHECK ("goi_thau"."hieu_luc_den" >= "goi_thau"."hieu_luc_tu")
);
--> statement-breakpoint
CREATE TABLE "goi_thau_chi_tiet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"goi_thau_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_luong_trung" numeric(18, 4) NOT NULL,
	"don_gia_trung" numeric(18, 2) NOT NULL,
	"so_luong_da_nhap" numeric(18, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "goi_thau_chi_tiet_so_luong_ck" CHECK ("goi_thau_chi_tiet"."so_luong_trung" > 0 and "goi_thau_chi_tiet"."don_gia_trung" >= 0),
	CONSTRAINT "goi_thau_chi_tiet_da_nhap_ck" CHECK ("goi_thau_chi_tiet"."so_luong_da_nhap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hang_hoa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"loai_hang_hoa" text DEFAULT 'THUOC' NOT NULL,
	"hoat_chat" text,
	"ma_hoat_chat" text,
	"ham_luong" text,
	"duong_dung" text,
	"dang_bao_che" text,
	"don_vi_tinh" text NOT NULL,
	"quy_cach_dong_goi" text,
	"so_dang_ky" text,
	"hang_san_xuat" text,
	"nuoc_san_xuat" text,
	"nhom_hang_hoa_id" uuid NOT NULL,
	"phan_loai_quan_ly" text DEFAULT 'THUONG' NOT NULL,
	"ma_vach" text,
	"gia_ban" numeric(18, 2) DEFAULT 0 NOT NULL,
	"gia_bhyt" numeric(18, 2) DEFAULT 0 NOT NULL,
	"ty_le_thanh_toan_bhyt" numeric(5, 2) DEFAULT 100 NOT NULL,
	"vat" numeric(5, 2) DEFAULT 0 NOT NULL,
	"ton_toi_thieu" numeric(18, 4) DEFAULT 0 NOT NULL,
	"ton_toi_da" numeric(18, 4) DEFAULT 0 NOT NULL,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hang_hoa_loai_ck" CHECK ("hang_hoa"."loai_hang_hoa" in ('THUOC','VAT_TU','HOA_CHAT')),
	CONSTRAINT "hang_hoa_phan_loai_ck" CHECK ("hang_hoa"."phan_loai_quan_ly" in ('THUONG','GAY_NGHIEN','HUONG_THAN','TIEN_CHAT','DOC','PHONG_XA')),
	CONSTRAINT "hang_hoa_so_khong_am_ck" CHECK ("hang_hoa"."gia_ban" >= 0 and "hang_hoa"."gia_bhyt" >= 0 and "hang_hoa"."ton_toi_thieu" >= 0 and "hang_hoa"."ton_toi_da" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nha_cung_cap" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ma_so_thue" text,
	"dia_chi" text,
	"so_dien_thoai" text,
	"email" text,
	"nguoi_lien_he" text,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nhan_vien" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ho_ten" text NOT NULL,
	"chuc_danh" text,
	"so_dien_thoai" text,
	"nguoi_dung_id" uuid,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nhan_vien_khoa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"nhan_vien_id" uuid NOT NULL,
	"khoa_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nhom_hang_hoa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"nhom_cha_id" uuid,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "nhom_hang_hoa_cha_khac_ck" CHECK ("nhom_hang_hoa"."nhom_cha_id" is null or "nhom_hang_hoa"."nhom_cha_id" <> "nhom_hang_hoa"."id")
);
--> statement-breakpoint
DROP TABLE "phan_cong_khoa" CASCADE;--> statement-breakpoint
ALTER TABLE "co_so_tu_truc" ADD CONSTRAINT "co_so_tu_truc_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_so_tu_truc" ADD CONSTRAINT "co_so_tu_truc_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_so_tu_truc" ADD CONSTRAINT "co_so_tu_truc_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goi_thau" ADD CONSTRAINT "goi_thau_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goi_thau" ADD CONSTRAINT "goi_thau_nha_cung_cap_id_nha_cung_cap_id_fk" FOREIGN KEY ("nha_cung_cap_id") REFERENCES "public"."nha_cung_cap"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD CONSTRAINT "goi_thau_chi_tiet_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD CONSTRAINT "goi_thau_chi_tiet_goi_thau_id_goi_thau_id_fk" FOREIGN KEY ("goi_thau_id") REFERENCES "public"."goi_thau"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD CONSTRAINT "goi_thau_chi_tiet_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_nhom_hang_hoa_id_nhom_hang_hoa_id_fk" FOREIGN KEY ("nhom_hang_hoa_id") REFERENCES "public"."nhom_hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nha_cung_cap" ADD CONSTRAINT "nha_cung_cap_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien" ADD CONSTRAINT "nhan_vien_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien" ADD CONSTRAINT "nhan_vien_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien_khoa" ADD CONSTRAINT "nhan_vien_khoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien_khoa" ADD CONSTRAINT "nhan_vien_khoa_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhan_vien_khoa" ADD CONSTRAINT "nhan_vien_khoa_khoa_id_khoa_id_fk" FOREIGN KEY ("khoa_id") REFERENCES "public"."khoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhom_hang_hoa" ADD CONSTRAINT "nhom_hang_hoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhom_hang_hoa" ADD CONSTRAINT "nhom_hang_hoa_nhom_cha_id_nhom_hang_hoa_id_fk" FOREIGN KEY ("nhom_cha_id") REFERENCES "public"."nhom_hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_so_tu_truc_uq" ON "co_so_tu_truc" USING btree ("kho_id","hang_hoa_id");--> statement-breakpoint
CREATE INDEX "co_so_tu_truc_hang_hoa_idx" ON "co_so_tu_truc" USING btree ("hang_hoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goi_thau_ma_uq" ON "goi_thau" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE INDEX "goi_thau_nha_cung_cap_idx" ON "goi_thau" USING btree ("nha_cung_cap_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goi_thau_chi_tiet_uq" ON "goi_thau_chi_tiet" USING btree ("goi_thau_id","hang_hoa_id");--> statement-breakpoint
CREATE INDEX "goi_thau_chi_tiet_hang_hoa_idx" ON "goi_thau_chi_tiet" USING btree ("hang_hoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hang_hoa_ma_uq" ON "hang_hoa" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE INDEX "hang_hoa_nhom_idx" ON "hang_hoa" USING btree ("nhom_hang_hoa_id");--> statement-breakpoint
CREATE INDEX "hang_hoa_ma_vach_idx" ON "hang_hoa" USING btree ("to_chuc_id","ma_vach");--> statement-breakpoint
CREATE INDEX "hang_hoa_tu_khoa_trgm_idx" ON "hang_hoa" USING gin ("tu_khoa" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "nha_cung_cap_ma_uq" ON "nha_cung_cap" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE UNIQUE INDEX "nhan_vien_ma_uq" ON "nhan_vien" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE UNIQUE INDEX "nhan_vien_nguoi_dung_uq" ON "nhan_vien" USING btree ("to_chuc_id","nguoi_dung_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nhan_vien_khoa_uq" ON "nhan_vien_khoa" USING btree ("nhan_vien_id","khoa_id");--> statement-breakpoint
CREATE INDEX "nhan_vien_khoa_khoa_idx" ON "nhan_vien_khoa" USING btree ("khoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nhom_hang_hoa_ma_uq" ON "nhom_hang_hoa" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE INDEX "nhom_hang_hoa_cha_idx" ON "nhom_hang_hoa" USING btree ("nhom_cha_id");