ALTER TABLE "hang_hoa" DROP CONSTRAINT "hang_hoa_phan_loai_ck";--> statement-breakpoint
ALTER TABLE "khoa" ADD COLUMN "ma_khoa_bhyt" text;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "ma_cskcb" text;--> statement-breakpoint
ALTER TABLE "goi_thau" ADD COLUMN "don_vi_ban_hanh" text;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD COLUMN "nhom_thau" text;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD COLUMN "ma_nha_thau" text;--> statement-breakpoint
ALTER TABLE "goi_thau_chi_tiet" ADD COLUMN "dam_phan_gia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "ma_duong_dung" text;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "pham_vi_bhyt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "ma_nhom_bhyt" integer;--> statement-breakpoint
ALTER TABLE "nhan_vien" ADD COLUMN "so_chung_chi_hanh_nghe" text;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_pham_vi_bhyt_ck" CHECK ("hang_hoa"."pham_vi_bhyt" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_ma_nhom_bhyt_ck" CHECK ("hang_hoa"."ma_nhom_bhyt" is null or "hang_hoa"."ma_nhom_bhyt" between 1 and 19);--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_phan_loai_ck" CHECK ("hang_hoa"."phan_loai_quan_ly" in ('THUONG','GAY_NGHIEN','HUONG_THAN','TIEN_CHAT','PHOI_HOP','DOC','PHONG_XA'));