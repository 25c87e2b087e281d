-- The ledger and the allocations name a warehouse with its organisation, and the ledger a batch
-- with its goods item: each pair is now one reference, checked in one lookup per row. A stock
-- movement writes these rows by the thousand (a 1 000-line approval: 2 000 ledger rows and 1 000
-- allocations), and PostgreSQL checks every reference of every row it inserts: 17 000 lookups
-- before, 12 000 now. The pairs are also checked to agree, which the separate references did not:
-- a ledger row cannot name a batch of another goods item, nor a warehouse of another organisation.
-- The organisation and the goods item stay protected from deletion through the warehouse and the
-- batch they are referenced by.
CREATE UNIQUE INDEX "kho_id_to_chuc_uq" ON "kho" USING btree ("id","to_chuc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lo_hang_id_hang_hoa_uq" ON "lo_hang" USING btree ("id","hang_hoa_id");--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" ADD CONSTRAINT "phieu_kho_phan_bo_kho_to_chuc_fk" FOREIGN KEY ("kho_id","to_chuc_id") REFERENCES "public"."kho"("id","to_chuc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_kho_to_chuc_fk" FOREIGN KEY ("kho_id","to_chuc_id") REFERENCES "public"."kho"("id","to_chuc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "the_kho" ADD CONSTRAINT "the_kho_lo_hang_fk" FOREIGN KEY ("lo_hang_id","hang_hoa_id") REFERENCES "public"."lo_hang"("id","hang_hoa_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" DROP CONSTRAINT "phieu_kho_phan_bo_to_chuc_id_to_chuc_id_fk";--> statement-breakpoint
ALTER TABLE "phieu_kho_phan_bo" DROP CONSTRAINT "phieu_kho_phan_bo_kho_id_kho_id_fk";--> statement-breakpoint
ALTER TABLE "the_kho" DROP CONSTRAINT "the_kho_to_chuc_id_to_chuc_id_fk";--> statement-breakpoint
ALTER TABLE "the_kho" DROP CONSTRAINT "the_kho_kho_id_kho_id_fk";--> statement-breakpoint
ALTER TABLE "the_kho" DROP CONSTRAINT "the_kho_lo_hang_id_lo_hang_id_fk";--> statement-breakpoint
ALTER TABLE "the_kho" DROP CONSTRAINT "the_kho_hang_hoa_id_hang_hoa_id_fk";
