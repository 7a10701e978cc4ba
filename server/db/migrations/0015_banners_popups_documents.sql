CREATE TABLE "popup_dismissals" (
	"user_id" text NOT NULL,
	"content_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_dismissals_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "channel" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_channel_pk" PRIMARY KEY("type","channel");--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;