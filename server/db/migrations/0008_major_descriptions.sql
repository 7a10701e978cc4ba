CREATE TABLE "major_descriptions" (
	"code" text NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"courses" jsonb NOT NULL,
	"careers" jsonb NOT NULL,
	"author" text NOT NULL,
	"date" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "major_descriptions_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE INDEX "ref_plans_major_idx" ON "ref_enrollment_plans" USING btree ("scope","major_code");--> statement-breakpoint
CREATE INDEX "ref_major_lines_major_idx" ON "ref_major_lines" USING btree ("scope","major_code");