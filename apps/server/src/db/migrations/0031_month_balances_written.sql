-- Closing a month commits the month as closed at once, then writes its month-end balances in a
-- transaction of its own, so stock movements no longer wait for the balances (decision 0042).
-- A month whose balances are not written yet (null) is read by the reports from its ledger, and
-- the server finishes its balances (after a crash, say). Months closed before this version had
-- their balances written as they closed.
ALTER TABLE "ky_khoa_so" ADD COLUMN "so_du_ghi_luc" timestamp with time zone;--> statement-breakpoint
UPDATE "ky_khoa_so" SET "so_du_ghi_luc" = "ngay_khoa";
