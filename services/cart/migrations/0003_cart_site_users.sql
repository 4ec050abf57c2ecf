CREATE TABLE "cart_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "site_user_id" text;--> statement-breakpoint
ALTER TABLE "cart_tokens" ADD CONSTRAINT "cart_tokens_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_tokens_cart_idx" ON "cart_tokens" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_site_user_open_idx" ON "carts" USING btree ("site_user_id") WHERE "carts"."site_user_id" is not null and "carts"."is_purchased" = false;