-- Stock rows and their per-goods summary are updated in place all day: every movement changes
-- its stock rows and summary rows. None of those updates changes an indexed column, so when the
-- page has room PostgreSQL writes the new version beside the old one and touches no index (a HOT
-- update); on a full page it moves the row and inserts into every index. A version's space is
-- reused only once the transaction that replaced it has ended, so the room must hold what one
-- movement changes: a 1 000-line requisition changes a quarter of a store's rows and more of a
-- ward's. Pages written from now on are filled to half; the tables are small (one row per
-- warehouse and batch, or goods item). Pages written before keep their fill until the table is
-- rewritten (docs/operations.md).
ALTER TABLE "ton_kho" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "ton_kho_hang_hoa" SET (fillfactor = 50);
