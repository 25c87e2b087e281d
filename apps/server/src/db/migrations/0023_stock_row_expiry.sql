-- Each stock row carries its batch's expiry (which never changes), so the stock screen's expiry
-- filters read a warehouse's expiring rows through an index instead of joining all its batches.
ALTER TABLE "ton_kho" ADD COLUMN "han_dung" date;--> statement-breakpoint
UPDATE "ton_kho" t SET "han_dung" = l."han_dung" FROM "lo_hang" l WHERE l."id" = t."lo_hang_id";--> statement-breakpoint
ALTER TABLE "ton_kho" ALTER COLUMN "han_dung" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ton_kho_kho_han_dung_idx" ON "ton_kho" USING btree ("kho_id","han_dung");
