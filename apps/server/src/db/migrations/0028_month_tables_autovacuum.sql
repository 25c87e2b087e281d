-- Reopening a month deletes its balances and movements, and closing it again writes them anew: the
-- old rows stay dead in the tables and their indexes, and the month-end reads of the reports visit
-- them, until a vacuum. By default autovacuum waits for a fifth of a table to be dead, which one
-- month of a hospital's years never is. A hundredth is: the next autovacuum round clears it, and
-- the new month's statistics are taken as soon (docs/operations.md).
ALTER TABLE "so_du_thang" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01);
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01);
--> statement-breakpoint
ALTER TABLE "phat_sinh_thang_kho" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01);
