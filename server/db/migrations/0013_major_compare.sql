CREATE TABLE "major_compare_items" (
	"user_id" text NOT NULL,
	"major_code" text NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "major_compare_items_user_id_major_code_pk" PRIMARY KEY("user_id","major_code")
);
--> statement-breakpoint
ALTER TABLE "major_compare_items" ADD CONSTRAINT "major_compare_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;