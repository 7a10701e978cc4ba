CREATE TABLE "ref_control_lines" (
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"line" text NOT NULL,
	"score" smallint NOT NULL,
	"cumulative" integer,
	"source_id" integer NOT NULL,
	CONSTRAINT "ref_control_lines_scope_year_track_line_pk" PRIMARY KEY("scope","year","track","line")
);
--> statement-breakpoint
CREATE TABLE "ref_enrollment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"batch" text NOT NULL,
	"admission_type" text,
	"group_code" text,
	"university_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"major_code" text,
	"major_name" text NOT NULL,
	"plan_count" integer,
	"tuition" integer,
	"duration_years" smallint,
	"subject_mode" text NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"subject_raw" text,
	"note" text,
	"group_min_score" smallint,
	"group_min_rank" integer,
	"major_min_score" smallint,
	"major_min_rank" integer,
	"source_id" integer NOT NULL,
	"source_line" integer
);
--> statement-breakpoint
CREATE TABLE "ref_major_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"batch" text NOT NULL,
	"university_id" integer NOT NULL,
	"college_code" text,
	"school_name" text NOT NULL,
	"major_name" text NOT NULL,
	"major_code" text,
	"major_match" text NOT NULL,
	"plan_count" integer,
	"duration_years" smallint,
	"avg_score" real,
	"min_score" smallint,
	"min_rank" integer,
	"rank_kind" text,
	"subject_mode" text NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"subject_raw" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"source_id" integer NOT NULL,
	"source_line" integer
);
--> statement-breakpoint
CREATE TABLE "ref_majors" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"discipline_code" text,
	"discipline" text,
	"class_code" text,
	"class_name" text,
	"degree" text,
	"duration_years" smallint,
	"note" text,
	"source_id" integer NOT NULL,
	CONSTRAINT "ref_majors_level_code_pk" PRIMARY KEY("level","code")
);
--> statement-breakpoint
CREATE TABLE "ref_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_rank_tables" (
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"score" smallint NOT NULL,
	"count" integer NOT NULL,
	"cumulative" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "ref_rank_tables_scope_year_track_score_pk" PRIMARY KEY("scope","year","track","score")
);
--> statement-breakpoint
CREATE TABLE "ref_school_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"track" text NOT NULL,
	"batch" text NOT NULL,
	"university_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"min_score" smallint,
	"min_rank" integer,
	"rank_kind" text,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_scopes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exam_model" jsonb NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_sources" (
	"id" integer PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"licence" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "ref_universities" (
	"id" integer PRIMARY KEY NOT NULL,
	"zs_code" text,
	"moe_code" text,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"province" text,
	"city" text,
	"level" text,
	"type" text,
	"nature" text,
	"is_public" boolean,
	"belong" text,
	"is_985" boolean DEFAULT false NOT NULL,
	"is_211" boolean DEFAULT false NOT NULL,
	"is_double_first_class" boolean DEFAULT false NOT NULL,
	"is_branch" boolean DEFAULT false NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ref_plans_uni_idx" ON "ref_enrollment_plans" USING btree ("university_id","scope","year");--> statement-breakpoint
CREATE INDEX "ref_major_lines_uni_idx" ON "ref_major_lines" USING btree ("university_id","scope","year");--> statement-breakpoint
CREATE INDEX "ref_major_lines_scope_idx" ON "ref_major_lines" USING btree ("scope","year","track");--> statement-breakpoint
CREATE INDEX "ref_majors_name_idx" ON "ref_majors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ref_school_lines_uni_idx" ON "ref_school_lines" USING btree ("university_id","scope");--> statement-breakpoint
CREATE INDEX "ref_school_lines_scope_idx" ON "ref_school_lines" USING btree ("scope","year","track");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_universities_name_uq" ON "ref_universities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ref_universities_zs_code_idx" ON "ref_universities" USING btree ("zs_code");