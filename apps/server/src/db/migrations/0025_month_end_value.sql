-- A month-end balance carries its value at the batch's cost, so the stock movement report per goods
-- item reads its opening without looking up every batch (decision 0035).
ALTER TABLE "so_du_thang" ADD COLUMN "gia_tri" numeric;--> statement-breakpoint
UPDATE "so_du_thang" s SET "gia_tri" = s."so_luong" * l."don_gia" FROM "lo_hang" l WHERE l."id" = s."lo_hang_id";--> statement-breakpoint
ALTER TABLE "so_du_thang" ALTER COLUMN "gia_tri" SET NOT NULL;--> statement-breakpoint
ANALYZE "so_du_thang";
