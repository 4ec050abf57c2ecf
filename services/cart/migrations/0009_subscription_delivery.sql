ALTER TABLE "subscription_renewals" ADD COLUMN "price" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_option_id" text;