ALTER TABLE "don_thuoc" ADD COLUMN "ngay_tai_kham" date;--> statement-breakpoint
ALTER TABLE "don_thuoc" ADD COLUMN "nguoi_giam_ho" text;