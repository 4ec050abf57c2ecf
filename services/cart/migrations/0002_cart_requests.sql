CREATE TABLE "cart_requests" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"entry_id" uuid,
	"sealed_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cart_requests_created_idx" ON "cart_requests" USING btree ("created_at");