CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"send_request_id" uuid,
	"sign_up_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "restock_sign_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"is_join_mailing_list" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"claimed_by" uuid,
	"notified_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "send_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"requested_by" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"fanout_cursor" uuid,
	"fanout_run" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_key" ON "outbox" USING btree ("key");--> statement-breakpoint
CREATE INDEX "outbox_progress" ON "outbox" USING btree ("send_request_id","state");--> statement-breakpoint
CREATE INDEX "outbox_unfinished" ON "outbox" USING btree ("touched_at") WHERE "outbox"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "restock_sign_ups_one_per_address" ON "restock_sign_ups" USING btree ("product_id","variant_id","email_key");--> statement-breakpoint
CREATE INDEX "restock_sign_ups_group_newest" ON "restock_sign_ups" USING btree ("product_id","variant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "restock_sign_ups_waiting" ON "restock_sign_ups" USING btree ("product_id","variant_id","id") WHERE "restock_sign_ups"."claimed_by" is null and "restock_sign_ups"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "send_requests_one_per_press" ON "send_requests" USING btree ("idempotency_key","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "send_requests_newest" ON "send_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "send_requests_group" ON "send_requests" USING btree ("product_id","variant_id","created_at");--> statement-breakpoint
CREATE INDEX "send_requests_unfinished" ON "send_requests" USING btree ("state") WHERE "send_requests"."state" <> 'finished';