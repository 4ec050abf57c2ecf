CREATE TABLE "gift_card_spends" (
	"order_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_spends_order_id_gift_card_id_pk" PRIMARY KEY("order_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"sealed_code" text NOT NULL,
	"website_id" text NOT NULL,
	"currency" text NOT NULL,
	"initial_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"issued_by_order_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"cart_version" integer NOT NULL,
	"state" text NOT NULL,
	"card_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"authorization_id" text,
	"order_id" uuid,
	"failure_status" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_placements_attempt_key_unique" UNIQUE("attempt_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"website_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"site_user_id" text,
	"email" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"shipping_cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"grand_total_cents" bigint NOT NULL,
	"gift_card_cents" bigint NOT NULL,
	"card_cents" bigint NOT NULL,
	"gift_card_payments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_placement_id_unique" UNIQUE("placement_id")
);
--> statement-breakpoint
CREATE TABLE "test_payment_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_requests" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"authorization_id" text,
	"decline_code" text,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("issued_by_order_id","position");--> statement-breakpoint
CREATE INDEX "order_placements_unfinished_idx" ON "order_placements" USING btree ("updated_at") WHERE "order_placements"."state" not in ('completed', 'failed');--> statement-breakpoint
CREATE INDEX "orders_website_idx" ON "orders" USING btree ("website_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_site_user_idx" ON "orders" USING btree ("website_id","site_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("website_id",lower("email"),"created_at","id");