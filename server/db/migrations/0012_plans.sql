CREATE TABLE "enroll_drafts" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"type" text NOT NULL,
	"plan_id" text,
	"base_version" integer,
	"name" text NOT NULL,
	"student" jsonb NOT NULL,
	"entries" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enroll_drafts_user_id_scope_type_pk" PRIMARY KEY("user_id","scope","type")
);
--> statement-breakpoint
CREATE TABLE "enroll_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"conflict_of" text,
	"version" integer NOT NULL,
	"student" jsonb NOT NULL,
	"rank" integer,
	"entries" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enroll_plans_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "unit_marks" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"unit_id" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enroll_drafts" ADD CONSTRAINT "enroll_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_plans" ADD CONSTRAINT "enroll_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_marks" ADD CONSTRAINT "unit_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enroll_plans_user_scope_idx" ON "enroll_plans" USING btree ("user_id","scope","updated_at");--> statement-breakpoint
CREATE INDEX "enroll_plans_scope_type_rank_idx" ON "enroll_plans" USING btree ("scope","type","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_marks_key" ON "unit_marks" USING btree ("user_id","scope","kind","unit_id");