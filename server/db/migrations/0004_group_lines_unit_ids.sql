CREATE TABLE "ref_group_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"batch" text NOT NULL,
	"admission_type" text,
	"university_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"school_code" text,
	"group_code" text,
	"group_name" text,
	"subject_mode" text NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"subject_raw" text,
	"min_score" smallint,
	"min_rank" integer,
	"rank_kind" text,
	"plan_count" integer,
	"note" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"source_id" integer NOT NULL,
	"source_line" integer
);
--> statement-breakpoint
-- Reference data loaded from an older seed predates the corrected 段 of zj lines, group lines and unit ids:
-- empty it (plans need their unit ids) so that the next start loads the committed seed again.
DELETE FROM "ref_meta";--> statement-breakpoint
TRUNCATE "ref_sources", "ref_scopes", "ref_control_lines", "ref_universities", "ref_majors", "ref_rank_tables", "ref_school_lines", "ref_major_lines", "ref_enrollment_plans";--> statement-breakpoint
ALTER TABLE "ref_enrollment_plans" ADD COLUMN "unit_code" text;--> statement-breakpoint
ALTER TABLE "ref_enrollment_plans" ADD COLUMN "unit_id" text NOT NULL;--> statement-breakpoint
CREATE INDEX "ref_group_lines_uni_idx" ON "ref_group_lines" USING btree ("university_id","scope","year");--> statement-breakpoint
CREATE INDEX "ref_group_lines_scope_idx" ON "ref_group_lines" USING btree ("scope","year","track");--> statement-breakpoint
CREATE INDEX "ref_plans_unit_idx" ON "ref_enrollment_plans" USING btree ("unit_id");