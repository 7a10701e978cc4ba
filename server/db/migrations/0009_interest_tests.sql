CREATE TABLE "interest_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interest_tests" ADD CONSTRAINT "interest_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_tests_user_idx" ON "interest_tests" USING btree ("user_id","status","created_at");