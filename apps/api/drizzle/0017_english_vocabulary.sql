CREATE TABLE "english_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(60) NOT NULL,
	"phonetic" varchar(120) NOT NULL,
	"pos" varchar(20)[] NOT NULL,
	"meaning" varchar(200) NOT NULL,
	"example" varchar(300) NOT NULL,
	"example_zh" varchar(300) NOT NULL,
	"junior" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"put_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"mode" smallint NOT NULL,
	"word_id" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_list_word" (
	"list_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"idx" integer NOT NULL,
	CONSTRAINT "vocab_list_word_list_id_word_id_pk" PRIMARY KEY("list_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_put" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"title" varchar(40) NOT NULL,
	"word_ids" integer[] NOT NULL,
	"modes" smallint[] NOT NULL,
	"rounds" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_put_clazz" (
	"put_id" integer NOT NULL,
	"clazz_id" integer NOT NULL,
	CONSTRAINT "vocab_put_clazz_put_id_clazz_id_pk" PRIMARY KEY("put_id","clazz_id")
);
--> statement-breakpoint
ALTER TABLE "vocab_attempt" ADD CONSTRAINT "vocab_attempt_put_id_vocab_put_id_fk" FOREIGN KEY ("put_id") REFERENCES "public"."vocab_put"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_attempt" ADD CONSTRAINT "vocab_attempt_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_list" ADD CONSTRAINT "vocab_list_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_list" ADD CONSTRAINT "vocab_list_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_list_word" ADD CONSTRAINT "vocab_list_word_list_id_vocab_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vocab_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_list_word" ADD CONSTRAINT "vocab_list_word_word_id_english_word_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."english_word"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_put" ADD CONSTRAINT "vocab_put_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_put" ADD CONSTRAINT "vocab_put_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_put" ADD CONSTRAINT "vocab_put_list_id_vocab_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."vocab_list"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_put_clazz" ADD CONSTRAINT "vocab_put_clazz_put_id_vocab_put_id_fk" FOREIGN KEY ("put_id") REFERENCES "public"."vocab_put"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_put_clazz" ADD CONSTRAINT "vocab_put_clazz_clazz_id_clazz_id_fk" FOREIGN KEY ("clazz_id") REFERENCES "public"."clazz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "english_word_word_uq" ON "english_word" USING btree ("word");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_attempt_item_uq" ON "vocab_attempt" USING btree ("put_id","student_id","round","mode","word_id");--> statement-breakpoint
CREATE INDEX "vocab_list_teacher_idx" ON "vocab_list" USING btree ("teacher_id","updated_at");--> statement-breakpoint
CREATE INDEX "vocab_put_teacher_idx" ON "vocab_put" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "vocab_put_list_idx" ON "vocab_put" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "vocab_put_clazz_clazz_idx" ON "vocab_put_clazz" USING btree ("clazz_id");