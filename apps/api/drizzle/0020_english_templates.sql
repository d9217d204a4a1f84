CREATE TABLE "product_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_product" (
	"school_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_by" integer,
	CONSTRAINT "school_product_school_id_product_id_pk" PRIMARY KEY("school_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "template_basket_item" (
	"teacher_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"idx" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_basket_item_teacher_id_resource_id_pk" PRIMARY KEY("teacher_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "template_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"key" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) NOT NULL,
	"topic" varchar(10) NOT NULL,
	"category" varchar(20) NOT NULL,
	"size" varchar(20) NOT NULL,
	"sort" integer NOT NULL,
	"content" jsonb NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_order" ADD CONSTRAINT "product_order_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order" ADD CONSTRAINT "product_order_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_product" ADD CONSTRAINT "school_product_school_id_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."school"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_product" ADD CONSTRAINT "school_product_enabled_by_teacher_id_fk" FOREIGN KEY ("enabled_by") REFERENCES "public"."teacher"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_basket_item" ADD CONSTRAINT "template_basket_item_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_basket_item" ADD CONSTRAINT "template_basket_item_resource_id_template_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."template_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_order_school_idx" ON "product_order" USING btree ("school_id","product_id");--> statement-breakpoint
CREATE INDEX "template_basket_teacher_kind_idx" ON "template_basket_item" USING btree ("teacher_id","kind","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "template_resource_kind_key_uq" ON "template_resource" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "template_resource_kind_sort_idx" ON "template_resource" USING btree ("kind","sort");