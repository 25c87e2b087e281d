CREATE TABLE "ma_lam_moi" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nguoi_dung_id" uuid NOT NULL,
	"ma_thiet_bi" text NOT NULL,
	"ho_token" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"het_han" timestamp with time zone NOT NULL,
	"ngay_su_dung" timestamp with time zone,
	"ngay_thu_hoi" timestamp with time zone,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nguoi_dung" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ten_dang_nhap" text NOT NULL,
	"ho_ten" text NOT NULL,
	"email" text NOT NULL,
	"so_dien_thoai" text,
	"mat_khau_hash" text NOT NULL,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thiet_bi" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nguoi_dung_id" uuid NOT NULL,
	"ma_thiet_bi" text NOT NULL,
	"fcm_token" text,
	"to_chuc_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_agent" text,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kho" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"khoa_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"loai_kho" text NOT NULL,
	"kho_nguon_id" uuid,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kho_loai_ck" CHECK ("kho"."loai_kho" in ('KHO_TONG','KHO_LE','TU_TRUC')),
	CONSTRAINT "kho_nguon_khac_ck" CHECK ("kho"."kho_nguon_id" is null or "kho"."kho_nguon_id" <> "kho"."id")
);
--> statement-breakpoint
CREATE TABLE "khoa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"loai_khoa" text DEFAULT 'LAM_SANG' NOT NULL,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "khoa_loai_ck" CHECK ("khoa"."loai_khoa" in ('LAM_SANG','DUOC','CAN_LAM_SANG','HANH_CHINH'))
);
--> statement-breakpoint
CREATE TABLE "phan_cong_khoa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"nguoi_dung_id" uuid NOT NULL,
	"khoa_id" uuid NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thanh_vien_to_chuc" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"nguoi_dung_id" uuid NOT NULL,
	"vai_tro" text NOT NULL,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thanh_vien_vai_tro_ck" CHECK ("thanh_vien_to_chuc"."vai_tro" in ('QUAN_TRI','DUOC_SI','THU_KHO','BAC_SI','DIEU_DUONG','QUAN_LY'))
);
--> statement-breakpoint
CREATE TABLE "to_chuc" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"dia_chi" text,
	"so_dien_thoai" text,
	"mui_gio" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "du_lieu_he_thong" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"loai" text NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"gia_tri" jsonb,
	"thu_tu" integer DEFAULT 0 NOT NULL,
	"hoat_dong" boolean DEFAULT true NOT NULL,
	"tu_khoa" text DEFAULT '' NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nhat_ky" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid,
	"nguoi_dung_id" uuid,
	"hanh_dong" text NOT NULL,
	"doi_tuong" text,
	"doi_tuong_id" text,
	"ten_dang_nhap" text,
	"dia_chi_ip" text,
	"du_lieu" jsonb,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ma_lam_moi" ADD CONSTRAINT "ma_lam_moi_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thiet_bi" ADD CONSTRAINT "thiet_bi_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho" ADD CONSTRAINT "kho_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho" ADD CONSTRAINT "kho_khoa_id_khoa_id_fk" FOREIGN KEY ("khoa_id") REFERENCES "public"."khoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho" ADD CONSTRAINT "kho_kho_nguon_id_kho_id_fk" FOREIGN KEY ("kho_nguon_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khoa" ADD CONSTRAINT "khoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phan_cong_khoa" ADD CONSTRAINT "phan_cong_khoa_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phan_cong_khoa" ADD CONSTRAINT "phan_cong_khoa_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phan_cong_khoa" ADD CONSTRAINT "phan_cong_khoa_khoa_id_khoa_id_fk" FOREIGN KEY ("khoa_id") REFERENCES "public"."khoa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_vien_to_chuc" ADD CONSTRAINT "thanh_vien_to_chuc_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanh_vien_to_chuc" ADD CONSTRAINT "thanh_vien_to_chuc_nguoi_dung_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "du_lieu_he_thong" ADD CONSTRAINT "du_lieu_he_thong_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ma_lam_moi_token_hash_uq" ON "ma_lam_moi" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ma_lam_moi_ho_token_idx" ON "ma_lam_moi" USING btree ("ho_token");--> statement-breakpoint
CREATE INDEX "ma_lam_moi_thiet_bi_idx" ON "ma_lam_moi" USING btree ("nguoi_dung_id","ma_thiet_bi");--> statement-breakpoint
CREATE UNIQUE INDEX "nguoi_dung_ten_dang_nhap_uq" ON "nguoi_dung" USING btree ("ten_dang_nhap");--> statement-breakpoint
CREATE UNIQUE INDEX "nguoi_dung_email_uq" ON "nguoi_dung" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "thiet_bi_nguoi_dung_ma_uq" ON "thiet_bi" USING btree ("nguoi_dung_id","ma_thiet_bi");--> statement-breakpoint
CREATE UNIQUE INDEX "kho_ma_uq" ON "kho" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE INDEX "kho_khoa_idx" ON "kho" USING btree ("khoa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "khoa_ma_uq" ON "khoa" USING btree ("to_chuc_id",lower("ma"));--> statement-breakpoint
CREATE UNIQUE INDEX "phan_cong_khoa_uq" ON "phan_cong_khoa" USING btree ("nguoi_dung_id","khoa_id");--> statement-breakpoint
CREATE INDEX "phan_cong_khoa_to_chuc_idx" ON "phan_cong_khoa" USING btree ("to_chuc_id","nguoi_dung_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thanh_vien_to_chuc_uq" ON "thanh_vien_to_chuc" USING btree ("to_chuc_id","nguoi_dung_id");--> statement-breakpoint
CREATE INDEX "thanh_vien_nguoi_dung_idx" ON "thanh_vien_to_chuc" USING btree ("nguoi_dung_id");--> statement-breakpoint
CREATE UNIQUE INDEX "to_chuc_ma_uq" ON "to_chuc" USING btree (lower("ma"));--> statement-breakpoint
CREATE UNIQUE INDEX "du_lieu_he_thong_ma_uq" ON "du_lieu_he_thong" USING btree ("to_chuc_id","loai",lower("ma"));--> statement-breakpoint
CREATE INDEX "du_lieu_he_thong_loai_idx" ON "du_lieu_he_thong" USING btree ("to_chuc_id","loai","thu_tu");--> statement-breakpoint
CREATE INDEX "nhat_ky_dang_nhap_idx" ON "nhat_ky" USING btree ("hanh_dong","ten_dang_nhap","dia_chi_ip","ngay_tao");--> statement-breakpoint
CREATE INDEX "nhat_ky_to_chuc_idx" ON "nhat_ky" USING btree ("to_chuc_id","ngay_tao");