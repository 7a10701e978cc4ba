CREATE TABLE "score_records" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"total_score" integer NOT NULL,
	"track" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"subject_scores" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_records_user_scope_idx" ON "score_records" USING btree ("user_id","scope","created_at");