CREATE TABLE "error_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"top_frame" text NOT NULL,
	"report_count" integer NOT NULL,
	"first_seen" timestamp (3) with time zone NOT NULL,
	"last_seen" timestamp (3) with time zone NOT NULL,
	"sample_stack" text NOT NULL,
	"sample_path" text NOT NULL,
	"sample_browser" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"event" text NOT NULL,
	"message" text NOT NULL,
	"stack" text NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"browser" text NOT NULL,
	"device_class" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_load_id" text NOT NULL,
	"event" text NOT NULL,
	"value" double precision,
	"rating" text,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"device_class" text NOT NULL,
	"browser" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_groups_last_seen" ON "error_groups" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "error_reports_occurred" ON "error_reports" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "error_reports_group_occurred" ON "error_reports" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "performance_records_occurred" ON "performance_records" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "performance_records_event_occurred" ON "performance_records" USING btree ("event","occurred_at");