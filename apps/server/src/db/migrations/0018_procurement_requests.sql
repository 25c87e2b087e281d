CREATE TABLE "phieu_du_tru" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"so_phieu" text NOT NULL,
	"ngay_lap" date NOT NULL,
	"kho_id" uuid,
	"nhom_hang_hoa_id" uuid,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"so_ngay_du_tru" integer NOT NULL,
	"trang_thai" text DEFAULT 'LUU_TAM' NOT NULL,
	"ghi_chu" text,
	"tong_tien" numeric(18, 2) DEFAULT 0 NOT NULL,
	"so_dong" integer DEFAULT 0 NOT NULL,
	"ngay_gui" timestamp with time zone,
	"nguoi_gui_id" uuid,
	"ngay_duyet" timestamp with time zone,
	"nguoi_duyet_id" uuid,
	"ngay_tu_choi" timestamp with time zone,
	"nguoi_tu_choi_id" uuid,
	"ly_do_tu_choi" text,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"nguoi_tao_id" uuid,
	"nguoi_cap_nhat_id" uuid,
	"phien_ban" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phieu_du_tru_chi_tiet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to_chuc_id" uuid NOT NULL,
	"phieu_id" uuid NOT NULL,
	"stt" integer NOT NULL,
	"hang_hoa_id" uuid NOT NULL,
	"so_luong_de_xuat" numeric(18, 4) DEFAULT 0 NOT NULL,
	"so_luong" numeric(18, 4) NOT NULL,
	"don_gia" numeric(18, 4),
	"goi_thau_chi_tiet_id" uuid,
	"ghi_chu" text,
	CONSTRAINT "phieu_du_tru_chi_tiet_so_luong_ck" CHECK ("phieu_du_tru_chi_tiet"."so_luong" > 0)
);
--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_kho_id_kho_id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_nhom_hang_hoa_id_nhom_hang_hoa_id_fk" FOREIGN KEY ("nhom_hang_hoa_id") REFERENCES "public"."nhom_hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_nguoi_gui_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_gui_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_nguoi_duyet_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru" ADD CONSTRAINT "phieu_du_tru_nguoi_tu_choi_id_nguoi_dung_id_fk" FOREIGN KEY ("nguoi_tu_choi_id") REFERENCES "public"."nguoi_dung"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru_chi_tiet" ADD CONSTRAINT "phieu_du_tru_chi_tiet_to_chuc_id_to_chuc_id_fk" FOREIGN KEY ("to_chuc_id") REFERENCES "public"."to_chuc"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru_chi_tiet" ADD CONSTRAINT "phieu_du_tru_chi_tiet_phieu_id_phieu_du_tru_id_fk" FOREIGN KEY ("phieu_id") REFERENCES "public"."phieu_du_tru"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru_chi_tiet" ADD CONSTRAINT "phieu_du_tru_chi_tiet_hang_hoa_id_hang_hoa_id_fk" FOREIGN KEY ("hang_hoa_id") REFERENCES "public"."hang_hoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_du_tru_chi_tiet" ADD CONSTRAINT "phieu_du_tru_chi_tiet_goi_thau_chi_tiet_id_goi_thau_chi_tiet_id_fk" FOREIGN KEY ("goi_thau_chi_tiet_id") REFERENCES "public"."goi_thau_chi_tiet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phieu_du_tru_so_uq" ON "phieu_du_tru" USING btree ("to_chuc_id","so_phieu");--> statement-breakpoint
CREATE INDEX "phieu_du_tru_so_sach_idx" ON "phieu_du_tru" USING btree ("to_chuc_id","ngay_lap");--> statement-breakpoint
CREATE INDEX "phieu_du_tru_dang_ve_idx" ON "phieu_du_tru" USING btree ("to_chuc_id","trang_thai","ngay_duyet");--> statement-breakpoint
CREATE INDEX "phieu_du_tru_chi_tiet_phieu_idx" ON "phieu_du_tru_chi_tiet" USING btree ("phieu_id","stt");--> statement-breakpoint
CREATE INDEX "phieu_du_tru_chi_tiet_hang_hoa_idx" ON "phieu_du_tru_chi_tiet" USING btree ("hang_hoa_id");