-- Small integer ids for visitors, visits and orders, given once by the rollup the first time it meets
-- them, so the distinct counts can be kept as roaring bitmaps of ids rather than counted by
-- sorting text ids at question time.
CREATE TABLE "census_visitor_ids" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE TABLE "census_visit_ids" (
	"visitor_id" text NOT NULL,
	"visit_count" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL UNIQUE,
	PRIMARY KEY ("visitor_id", "visit_count")
);
--> statement-breakpoint
CREATE TABLE "census_order_ids" (
	"order_id" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL UNIQUE
);
--> statement-breakpoint
-- One roaring bitmap (portable serialization) per hour and set: kind 'visits' (visit ids of the
-- hour), 'visitors' (visitor ids), 'orders' (order ids), 'referrer' and 'device' (visit ids whose first hit of the hour
-- had that referring host or device: name), 'step' (visitor ids who reached funnel step name).
CREATE TABLE "census_hour_sets" (
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"ids" bytea NOT NULL,
	PRIMARY KEY ("hour", "kind", "name")
);
--> statement-breakpoint
-- Each rollup of an hour gives it a new version, so a reader holding the hour's sets in memory
-- knows whether they are still the hour's.
CREATE SEQUENCE "census_rollup_version";
--> statement-breakpoint
CREATE TABLE "census_hour_versions" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Page views and product figures per UTC day, the sums of the day's hours (the latest title with
-- the hour it was seen): a range reads its whole UTC days here and only its first and last
-- part-days' hours from the hourly tables.
CREATE TABLE "census_day_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"page_views" integer NOT NULL,
	PRIMARY KEY ("day", "path")
);
--> statement-breakpoint
CREATE TABLE "census_day_products" (
	"day" date NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"titled_at" timestamp with time zone,
	"product_views" integer NOT NULL,
	"adds_to_cart" integer NOT NULL,
	PRIMARY KEY ("day", "item_id")
);
--> statement-breakpoint
INSERT INTO "census_day_pages" ("day", "path", "page_views")
SELECT ("hour" AT TIME ZONE 'UTC')::date, "path", sum("page_views") FROM "census_hour_pages" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "census_day_products" ("day", "item_id", "title", "titled_at", "product_views", "adds_to_cart")
SELECT ("hour" AT TIME ZONE 'UTC')::date, "item_id",
	coalesce((array_agg("title" ORDER BY "hour" DESC) FILTER (WHERE "title" <> ''))[1], ''),
	max("hour") FILTER (WHERE "title" <> ''), sum("product_views"), sum("adds_to_cart")
FROM "census_hour_products" GROUP BY 1, 2;
--> statement-breakpoint
-- Hours rolled up before the sets existed get them at the next rollup (from their hourly rows,
-- which outlive the raw days).
INSERT INTO "census_dirty_hours" ("hour")
SELECT "hour" FROM "census_hour_visits" UNION SELECT "hour" FROM "census_hour_steps"
UNION SELECT "hour" FROM "census_hour_orders"
ON CONFLICT DO NOTHING;
