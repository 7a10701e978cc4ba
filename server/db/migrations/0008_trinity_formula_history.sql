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
CREATE INDEX "trinity_formula_history_idx" ON "trinity_formula_history" USING btree ("scope","school_name");