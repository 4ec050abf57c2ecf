-- The rollups count per quarter of an hour of UTC instead of per hour: the days of zones that do
-- not start on the hour (India +05:30, Nepal +05:45, central Australia +09:30) are then put
-- together from whole quarters. A rolled-up hour stays as the quarter it starts, holding the whole
-- hour (still exact for every zone whose days start on the hour); the hours whose raw rows are
-- still kept are rolled up again, quarter by quarter.
ALTER TABLE "census_dirty_hours" RENAME TO "census_dirty_quarters";
--> statement-breakpoint
ALTER TABLE "census_dirty_quarters" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_totals" RENAME TO "census_quarter_totals";
--> statement-breakpoint
ALTER TABLE "census_quarter_totals" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_pages" RENAME TO "census_quarter_pages";
--> statement-breakpoint
ALTER TABLE "census_quarter_pages" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_products" RENAME TO "census_quarter_products";
--> statement-breakpoint
ALTER TABLE "census_quarter_products" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_visits" RENAME TO "census_quarter_visits";
--> statement-breakpoint
ALTER TABLE "census_quarter_visits" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_steps" RENAME TO "census_quarter_steps";
--> statement-breakpoint
ALTER TABLE "census_quarter_steps" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_orders" RENAME TO "census_quarter_orders";
--> statement-breakpoint
ALTER TABLE "census_quarter_orders" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_sets" RENAME TO "census_quarter_sets";
--> statement-breakpoint
ALTER TABLE "census_quarter_sets" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
ALTER TABLE "census_hour_versions" RENAME TO "census_quarter_versions";
--> statement-breakpoint
ALTER TABLE "census_quarter_versions" RENAME COLUMN "hour" TO "quarter";
--> statement-breakpoint
INSERT INTO "census_dirty_quarters" ("quarter")
SELECT date_bin('15 minutes', "received_at", timestamptz '2000-01-01 00:00:00+00') FROM "census_hits"
UNION SELECT date_bin('15 minutes', "received_at", timestamptz '2000-01-01 00:00:00+00') FROM "census_events"
ON CONFLICT DO NOTHING;
