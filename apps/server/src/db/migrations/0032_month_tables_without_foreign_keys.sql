-- The closed months' balances and movements sum ledger rows, which hold the same references and
-- were checked when they were written; a catalogue row the ledger names cannot be deleted, so
-- neither can one these tables name. Checking every reference again for each of a month's
-- hundreds of thousands of rows was most of a closing's time (decision 0042, docs/performance.md).
ALTER TABLE "phat_sinh_thang" DROP CONSTRAINT "phat_sinh_thang_to_chuc_id_to_chuc_id_fk";
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" DROP CONSTRAINT "phat_sinh_thang_kho_id_kho_id_fk";
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" DROP CONSTRAINT "phat_sinh_thang_lo_hang_id_lo_hang_id_fk";
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" DROP CONSTRAINT "phat_sinh_thang_hang_hoa_id_hang_hoa_id_fk";
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang_kho" DROP CONSTRAINT "phat_sinh_thang_kho_to_chuc_id_to_chuc_id_fk";
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang_kho" DROP CONSTRAINT "phat_sinh_thang_kho_kho_id_kho_id_fk";
--> statement-breakpoint
ALTER TABLE "so_du_thang" DROP CONSTRAINT "so_du_thang_to_chuc_id_to_chuc_id_fk";
--> statement-breakpoint
ALTER TABLE "so_du_thang" DROP CONSTRAINT "so_du_thang_kho_id_kho_id_fk";
--> statement-breakpoint
ALTER TABLE "so_du_thang" DROP CONSTRAINT "so_du_thang_lo_hang_id_lo_hang_id_fk";
--> statement-breakpoint
ALTER TABLE "so_du_thang" DROP CONSTRAINT "so_du_thang_hang_hoa_id_hang_hoa_id_fk";
