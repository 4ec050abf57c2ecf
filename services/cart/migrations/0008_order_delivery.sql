ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- orders placed before these columns: their addresses are still in their carts' checkout details
-- (the shipping method's name went with the settings of the day and is left empty)
UPDATE "orders" SET "shipping_address" = "checkout_details"."shipping_address",
  "billing_address" = coalesce("checkout_details"."billing_address", "checkout_details"."shipping_address")
  FROM "checkout_details" WHERE "checkout_details"."cart_id" = "orders"."cart_id";
