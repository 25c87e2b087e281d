CREATE TABLE "khoa_idempotency" (
	"nguoi_dung_id" uuid NOT NULL,
	"khoa" text NOT NULL,
	"yeu_cau" text NOT NULL,
	"ma_bam" text NOT NULL,
	"trang_thai_http" integer,
	"phan_hoi" jsonb,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khoa_idempotency_nguoi_dung_id_khoa_pk" PRIMARY KEY("nguoi_dung_id","khoa")
);
--> statement-breakpoint
CREATE TABLE "ky_khoa_so" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"thang" date NOT NULL,
	"ngay_khoa" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_khoa_id" uuid,
	CONSTRAINT "ky_khoa_so_dau_thang_ck" CHECK (extract(day from "ky_khoa_so"."thang") = 1)
);
--> statement-breakpoint
CREATE TABLE "lo_hang" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_lo" text NOT NULL,
	"han_dung" date NOT NULL,
	"ngay_san_xuat" date,
	"don_gia" numeric(18, 4) NOT NULL,
	"nha_cung_cap_id" uuid,
	"goi_thau_chi_tiet_id" uuid,
	"ma_vach" text,
	"bi_khoa" boolean DEFAULT false NOT NULL,
	"ly_do_khoa" text,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lo_hang_don_gia_ck" CHECK ("lo_hang"."don_gia" >= 0),
	CONSTRAINT "lo_hang_han_dung_ck" CHECK ("lo_hang"."ngay_san_xuat" is null or "lo_hang"."han_dung" > "lo_hang"."ngay_san_xuat")
);
--> statement-breakpoint
CREATE TABLE "phieu_kho" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"loai_phieu" text NOT NULL,
	"so_phieu" text NOT NULL,
	"trang_thai" text DEFAULT 'LUU_TAM' NOT NULL,
	"ngay_chung_tu" date NOT NULL,
	"kho_id" uuid NOT NULL,
	"kho_nhan_id" uuid,
	"nha_cung_cap_id" uuid,
	"so_hoa_don" text,
	"ngay_hoa_don" date,
	"goi_thau_id" uuid,
	"cho_phep_vuot_thau" boolean DEFAULT false NOT NULL,
	"nguoi_giao" text,
	"loai_xuat" text,
	"don_vi_nhan" text,
	"ly_do" text,
	"ghi_chu" text,
	"tong_tien" numeric(18, 2) DEFAULT 0 NOT NULL,
	"so_dong" integer DEFAULT 0 NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_gui" timestamp with time zone,
	"nguoi_gui_id" uuid,
	"ngay_duyet" timestamp with time zone,
	"nguoi_duyet_id" uuid,
	"ngay_tu_choi" timestamp with time zone,
	"nguoi_tu_choi_id" uuid,
	"ly_do_tu_choi" text,
	"ngay_huy" timestamp with time zone,
	"nguoi_huy_id" uuid,
	"ly_do_huy" text,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "phieu_kho_loai_ck" CHECK ("phieu_kho"."loai_phieu" in ('NHAP_KHO','XUAT_KHO','CHUYEN_KHO')),
	CONSTRAINT "phieu_kho_trang_thai_ck" CHECK ("phieu_kho"."trang_thai" in ('LUU_TAM','CHO_DUYET','HOAN_THANH','TU_CHOI','HUY')),
	CONSTRAINT "phieu_kho_loai_xuat_ck" CHECK ("phieu_kho"."loai_xuat" is null or "phieu_kho"."loai_xuat" in ('KHO_KHOA','CO_SO_KHAC','HUY','KIEM_NGHIEM')),
	CONSTRAINT "phieu_kho_kho_khac_ck" CHECK ("phieu_kho"."kho_nhan_id" is null or "phieu_kho"."kho_nhan_id" <> "phieu_kho"."kho_id")
);
--> statement-breakpoint
CREATE TABLE "phieu_kho_chi_tiet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"phieu_id" uuid NOT NULL,
	"stt" integer NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"lo_hang_id" uuid,
	"so_luong" numeric(18, 4) NOT NULL,
	"don_gia" numeric(18, 4),
	"vat" numeric(5, 2) DEFAULT 0 NOT NULL,
	"chiet_khau" numeric(5, 2) DEFAULT 0 NOT NULL,
	"thanh_tien" numeric(18, 2),
	"so_lo" text,
	"han_dung" date,
	"ngay_san_xuat" date,
	"ma_vach" text,
	"goi_thau_chi_tiet_id" uuid,
	"ghi_chu" text,
	CONSTRAINT "phieu_kho_chi_tiet_so_luong_ck" CHECK ("phieu_kho_chi_tiet"."so_luong" > 0)
);
--> statement-breakpoint
CREATE TABLE "phieu_kho_phan_bo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"phieu_id" uuid NOT NULL,
	"chi_tiet_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"lo_hang_id" uuid NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	CONSTRAINT "phieu_kho_phan_bo_so_luong_ck" CHECK ("phieu_kho_phan_bo"."so_luong" > 0)
);
--> statement-breakpoint
CREATE TABLE "so_phieu_tu_tang" (
	"to_chuc_id" uuid NOT NULL,
	"loai_phieu" text NOT NULL,
	"nam" integer NOT NULL,
	"so_cuoi" integer NOT NULL,
	CONSTRAINT "so_phieu_tu_tang_to_chuc_id_loai_phieu_nam_pk" PRIMARY KEY("to_chuc_id","loai_phieu","nam")
);
--> statement-breakpoint
CREATE TABLE "the_kho" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"lo_hang_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"ngay_chung_tu" date NOT NULL,
	"thoi_gian" timestamp with time zone DEFAULT now() NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	"don_gia" numeric(18, 4) NOT NULL,
	"loai_phieu" text NOT NULL,
	"phieu_id" uuid NOT NULL,
	"phan_bo_id" uuid,
	"la_dao_nguoc" boolean DEFAULT false NOT NULL,
	"nguoi_thuc_hien_id" uuid,
	CONSTRAINT "the_kho_so_luong_ck" CHECK ("the_kho"."so_luong" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ton_kho" (
	"kho_id" uuid NOT NULL,
	"lo_hang_id" uuid NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_luong" numeric(18, 4) DEFAULT 0 NOT NULL,
	"so_luong_giu" numeric(18, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "ton_kho_kho_id_lo_hang_id_pk" PRIMARY KEY("kho_id","lo_hang_id"),
	CONSTRAINT "ton_kho_khong_am_ck" CHECK ("ton_kho"."so_luong" >= 0 and "ton_kho"."so_luong_giu" >= 0),
	CONSTRAINT "ton_kho_giu_ck" CHECK ("ton_kho"."so_luong_giu" <= "ton_kho"."so_luong")
);
--> statement-breakpoint
ALTER TABLE "khoa_idempotency" ADD CONSTRAINT "khoa_idempotency_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_khoa_so" ADD CONSTRAINT "ky_khoa_so_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ky_khoa_so" ADD CONSTRAINT "ky_khoa_so_nguoi_khoa_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_khoa_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lo_hang" ADD CONSTRAINT "lo_hang_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lo_hang" ADD CONSTRAINT "lo_hang_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lo_hang" ADD CONSTRAINT "lo_hang_nha_cung_cap_id_nha_cung_cap_id_fk" FOREIGN KEY ("nha_cung_cap_id") REFERENCES "public"."nha_cung_cap"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lo_hang" ADD CONSTRAINT "lo_hang_goi_thau_chi_tiet_id_goi_thau_chi_tiet_id_fk" FOREIGN KEY ("goi_thau_chi_tiet_id") REFERENCES "public"."goi_thau_chi_tiet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_kho_nhan_id_kho_id_fk" FOREIGN KEY ("kho_nhan_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_nha_cung_cap_id_nha_cung_cap_id_fk" FOREIGN KEY ("nha_cung_cap_id") REFERENCES "public"."nha_cung_cap"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_goi_thau_id_goi_thau_id_fk" FOREIGN KEY ("goi_thau_id") REFERENCES "public"."goi_thau"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_nguoi_gui_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_gui_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_nguoi_duyet_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_nguoi_tu_choi_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_tu_choi_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho" ADD CONSTRAINT "phieu_kho_nguoi_huy_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_huy_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_chi_tiet" ADD CONSTRAINT "phieu_kho_chi_tiet_goi_thau_chi_tiet_id_goi_thau_chi_tiet_id_fk" FOREIGN KEY ("goi_thau_chi_tiet_id") REFERENCES "public"."goi_thau_chi_tiet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_chi_tiet_id_phieu_kho_chi_tiet_id_fk" FOREIGN KEY ("chi_tiet_id") REFERENCES "public"."phieu_kho_chi_tiet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "so_phieu_tu_tang" ADD CONSTRAINT "so_phieu_tu_tang_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_phieu_id_phieu_kho_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_nguoi_thuc_hien_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_thuc_hien_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho" ADD CONSTRAINT "ton_kho_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho" ADD CONSTRAINT "ton_kho_lo_hang_id_lo_hang_id_fk" FOREIGN KEY ("lo_hang_id") REFERENCES "public"."lo_hang"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho" ADD CONSTRAINT "ton_kho_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ton_kho" ADD CONSTRAINT "ton_kho_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khoa_idempotency_ngay_idx" ON "khoa_idempotency" USING btree ("ngay_tao");--> statement-breakpoint
CREATE UNIQUE INDEX "ky_khoa_so_uq" ON "ky_khoa_so" USING btree ("to_chuc_id","thang");--> statement-breakpoint
CREATE UNIQUE INDEX "lo_hang_uq" ON "lo_hang" USING btree ("to_chuc_id","hang_hoa_id","so_lo","han_dung","don_gia",coalesce("goi_thau_chi_tiet_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "lo_hang_hang_hoa_idx" ON "lo_hang" USING btree ("hang_hoa_id","han_dung");--> statement-breakpoint
CREATE UNIQUE INDEX "phieu_kho_so_uq" ON "phieu_kho" USING btree ("to_chuc_id","loai_phieu","so_phieu");--> statement-breakpoint
CREATE INDEX "phieu_kho_so_sach_idx" ON "phieu_kho" USING btree ("kho_id","loai_phieu","ngay_chung_tu");--> statement-breakpoint
CREATE INDEX "phieu_kho_kho_nhan_idx" ON "phieu_kho" USING btree ("kho_nhan_id","loai_phieu","ngay_chung_tu");--> statement-breakpoint
CREATE INDEX "phieu_kho_tu_khoa_trgm_idx" ON "phieu_kho" USING gin ("tu_khoa" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "phieu_kho_chi_tiet_phieu_idx" ON "phieu_kho_chi_tiet" USING btree ("phieu_id","stt");--> statement-breakpoint
CREATE INDEX "phieu_kho_chi_tiet_hang_hoa_idx" ON "phieu_kho_chi_tiet" USING btree ("hang_hoa_id");--> statement-breakpoint
CREATE INDEX "phieu_kho_phan_bo_phieu_idx" ON "phieu_kho_phan_bo" USING btree ("phieu_id");--> statement-breakpoint
CREATE INDEX "phieu_kho_phan_bo_lo_idx" ON "phieu_kho_phan_bo" USING btree ("kho_id","lo_hang_id");--> statement-breakpoint
CREATE INDEX "the_kho_the_idx" ON "the_kho" USING btree ("kho_id","hang_hoa_id","ngay_chung_tu","id");--> statement-breakpoint
CREATE INDEX "the_kho_lo_idx" ON "the_kho" USING btree ("kho_id","lo_hang_id");--> statement-breakpoint
CREATE INDEX "the_kho_phieu_idx" ON "the_kho" USING btree ("phieu_id");--> statement-breakpoint
CREATE INDEX "the_kho_ky_idx" ON "the_kho" USING btree ("to_chuc_id","ngay_chung_tu");--> statement-breakpoint
CREATE INDEX "ton_kho_kho_hang_hoa_idx" ON "ton_kho" USING btree ("kho_id","hang_hoa_id");--> statement-breakpoint
CREATE INDEX "ton_kho_hang_hoa_idx" ON "ton_kho" USING btree ("hang_hoa_id");--> statement-breakpoint
CREATE FUNCTION "the_kho_bat_bien"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the_kho is append-only: write a reversing row instead' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "the_kho_bat_bien_trg" BEFORE UPDATE OR DELETE ON "the_kho" FOR EACH ROW EXECUTE FUNCTION "the_kho_bat_bien"();
