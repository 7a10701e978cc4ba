CREATE TABLE "major_description_drafts" (
	"code" text NOT NULL,
	"level" text NOT NULL,
	"intro" text NOT NULL,
	"courses" jsonb NOT NULL,
	"careers" jsonb NOT NULL,
	"staff_id" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "major_description_drafts_level_code_pk" PRIMARY KEY("level","code")
);
