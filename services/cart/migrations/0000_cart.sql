CREATE TABLE "cart_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"sku" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_price_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"product_type" integer NOT NULL,
	"url" text NOT NULL,
	"image_url" text NOT NULL,
	"additional_fields" jsonb,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"website_id" text NOT NULL,
	"currency" text NOT NULL,
	"subscription_option_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_purchased" boolean DEFAULT false NOT NULL,
	"order_id" text,
	CONSTRAINT "carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_entries_cart_idx" ON "cart_entries" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "carts_abandoned_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."is_purchased" = false;