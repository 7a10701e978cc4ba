CREATE TABLE "trinity_formula_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"school_name" text NOT NULL,
	"year" smallint NOT NULL,
	"gaokao_pct" real,
	"xiaoce_pct" real,
	"xuekao_pct" real,
	"note" text,
	"confidence" text,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trinity_majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"school_name" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"major_class" text,
	"major_code" text,
	"subject_mode" text NOT NULL,
	"subjects" text[] DEFAULT '{}' NOT NULL,
	"subject_raw" text,
	"plan" integer,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trinity_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	"university_id" integer,
	"point_a" real NOT NULL,
	"point_b" real NOT NULL,
	"point_c" real NOT NULL,
	"point_d" real NOT NULL,
	"xuekao_full" real NOT NULL,
	"xiaoce_full" real NOT NULL,
	"gaokao_full" real NOT NULL,
	"xuekao_weight" real NOT NULL,
	"xiaoce_weight" real NOT NULL,
	"gaokao_weight" real NOT NULL,
	"formula_kind" text NOT NULL,
	"note" text,
	"rule_year" smallint,
	"rule_title" text,
	"rule_url" text,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trinity_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"school_name" text NOT NULL,
	"year" smallint NOT NULL,
	"applicants" integer,
	"shortlisted" integer,
	"admitted" integer,
	"lowest_raw" real,
	"lowest_pct" real,
	"threshold_text" text,
	"estimated" boolean DEFAULT false NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trinity_formula_history_idx" ON "trinity_formula_history" USING btree ("scope","school_name");--> statement-breakpoint
CREATE INDEX "trinity_majors_scope_idx" ON "trinity_majors" USING btree ("scope","year","school_name");--> statement-breakpoint
CREATE UNIQUE INDEX "trinity_schools_uq" ON "trinity_schools" USING btree ("scope","year","name");--> statement-breakpoint
CREATE INDEX "trinity_schools_uni_idx" ON "trinity_schools" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trinity_stats_uq" ON "trinity_stats" USING btree ("scope","school_name","year");