ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_cho_hang" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "to_chuc" ADD COLUMN "so_ngay_an_toan" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "so_ngay_cho_hang" integer;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "so_ngay_an_toan" integer;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD COLUMN "so_luong_dong_goi" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "nhom_hang_hoa" ADD COLUMN "so_ngay_cho_hang" integer;--> statement-breakpoint
ALTER TABLE "nhom_hang_hoa" ADD COLUMN "so_ngay_an_toan" integer;--> statement-breakpoint
ALTER TABLE "hang_hoa" ADD CONSTRAINT "hang_hoa_du_tru_ck" CHECK (coalesce("hang_hoa"."so_ngay_cho_hang", 0) between 0 and 730 and coalesce("hang_hoa"."so_ngay_an_toan", 0) between 0 and 730 and coalesce("hang_hoa"."so_luong_dong_goi", 1) > 0);--> statement-breakpoint
ALTER TABLE "nhom_hang_hoa" ADD CONSTRAINT "nhom_hang_hoa_du_tru_ck" CHECK (coalesce("nhom_hang_hoa"."so_ngay_cho_hang", 0) between 0 and 730 and coalesce("nhom_hang_hoa"."so_ngay_an_toan", 0) between 0 and 730);