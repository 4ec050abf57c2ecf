CREATE TABLE "subscription_renewals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"state" text NOT NULL,
	"authorization_id" text,
	"order_id" uuid,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_cycle_pk" PRIMARY KEY("subscription_id","cycle"),
	CONSTRAINT "subscription_renewals_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"site_user_id" text,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"first_order_id" uuid NOT NULL,
	"line" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"subscription_option_id" text,
	"billing_period_value" integer NOT NULL,
	"billing_period_unit" text NOT NULL,
	"num_billing_cycles" integer NOT NULL,
	"cycles_billed" integer NOT NULL,
	"next_billing_at" timestamp with time zone,
	"payment_provider" text NOT NULL,
	"payment_method_token" text NOT NULL,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscriptions_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"decline_code" text,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_recipient_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_requests" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
CREATE INDEX "subscription_renewals_open_idx" ON "subscription_renewals" USING btree ("updated_at") WHERE "subscription_renewals"."state" in ('started', 'ordered');--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_billing_at") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_website_idx" ON "subscriptions" USING btree ("website_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_site_user_idx" ON "subscriptions" USING btree ("website_id","site_user_id","created_at","id");