-- Raw hits and events, one partition per UTC day of received_at (made by the ingest and the
-- retention job, dropped whole past CENSUS_RAW_RETENTION_DAYS). The primary key holds the
-- partition key, as PostgreSQL requires: the gateway gives an item its id and its received_at
-- once, so a redelivered item meets its own key and is not stored again.
CREATE TABLE "census_hits" (
	"id" uuid NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"visitor_id" text,
	"visit_count" integer,
	"path" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	PRIMARY KEY ("received_at", "id")
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE TABLE "census_events" (
	"id" uuid NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"visitor_id" text,
	"visit_count" integer,
	"name" text NOT NULL,
	"device" text NOT NULL,
	"item_id" text NOT NULL,
	"item_title" text NOT NULL,
	"error_type" text NOT NULL,
	"order_id" text NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"data" jsonb NOT NULL,
	PRIMARY KEY ("received_at", "id")
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
-- Hours that received rows since they were last rolled up.
CREATE TABLE "census_dirty_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "census_hour_totals" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"page_views" integer NOT NULL,
	"product_views" integer NOT NULL,
	"adds_to_cart" integer NOT NULL,
	"purchases" integer NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "census_hour_pages" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"page_views" integer NOT NULL,
	PRIMARY KEY ("hour", "path")
);
--> statement-breakpoint
CREATE TABLE "census_hour_products" (
	"hour" timestamp with time zone NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"product_views" integer NOT NULL,
	"adds_to_cart" integer NOT NULL,
	PRIMARY KEY ("hour", "item_id")
);
--> statement-breakpoint
-- One row per visit and hour it had hits in, with its first hit of that hour.
CREATE TABLE "census_hour_visits" (
	"hour" timestamp with time zone NOT NULL,
	"visitor_id" text NOT NULL,
	"visit_count" integer NOT NULL,
	"first_at" timestamp (3) with time zone NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	PRIMARY KEY ("hour", "visitor_id", "visit_count")
);
--> statement-breakpoint
-- The visitors who reached a funnel step in an hour (1 product view, 2 add to cart, 3 checkout, 4 purchase).
CREATE TABLE "census_hour_steps" (
	"hour" timestamp with time zone NOT NULL,
	"step" smallint NOT NULL,
	"visitor_id" text NOT NULL,
	PRIMARY KEY ("hour", "step", "visitor_id")
);
--> statement-breakpoint
CREATE TABLE "census_hour_orders" (
	"hour" timestamp with time zone NOT NULL,
	"order_id" text NOT NULL,
	PRIMARY KEY ("hour", "order_id")
);
