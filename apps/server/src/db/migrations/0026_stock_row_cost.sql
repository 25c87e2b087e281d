-- Each stock row carries its batch's unit cost too (it never changes), so the stock screen's expiry
-- pages sum the value of the expiring rows without joining all the warehouse's batches; the few
-- blocked batches, which such sums leave out of what is usable, are found through a partial index.
ALTER TABLE "ton_kho" ADD COLUMN "don_gia" numeric(18, 4);--> statement-breakpoint
UPDATE "ton_kho" t SET "don_gia" = l."don_gia" FROM "lo_hang" l WHERE l."id" = t."lo_hang_id";--> statement-breakpoint
ALTER TABLE "ton_kho" ALTER COLUMN "don_gia" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "lo_hang_bi_khoa_idx" ON "lo_hang" USING btree ("to_chuc_id") WHERE "lo_hang"."bi_khoa";
