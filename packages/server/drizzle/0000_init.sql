CREATE TABLE "files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"src" text NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"outbox_id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"refresh_token_id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"family" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"street" text,
	"number" text,
	"interior_number" text,
	"neighborhood" text,
	"city" text,
	"zip_code" text,
	"state" text,
	"country" text,
	CONSTRAINT "addresses_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_milestones" (
	"customer_milestone_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"milestone" text NOT NULL,
	"value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"instagram" text,
	"birthdate" date,
	"signup_reason" text,
	"other" text,
	"file_id" integer,
	"has_unlimited" boolean DEFAULT false NOT NULL,
	"unlimited_membership_expiration" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_uid_unique" UNIQUE("uid"),
	CONSTRAINT "customers_email_unique" UNIQUE("email"),
	CONSTRAINT "customers_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "class_categories" (
	"class_category_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"description" text,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_categories_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"class_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"image_file_id" integer,
	"description" text,
	"spot_map" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_spot_maps" (
	"custom_spot_map_id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"spots" text NOT NULL,
	"class_type_id" integer,
	"class_types" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"instructor_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nick_name" text,
	"quote" text,
	"file_id" integer,
	"short_bio" text,
	"instagram" text,
	"birthdate" date,
	"music_type" text,
	"on_home" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"file_id" integer,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "available_classes" (
	"available_class_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purchase_id" integer,
	"class_type_id" integer,
	"class_types" text,
	"allowed_times" text,
	"available_classes" integer NOT NULL,
	"expiration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "available_classes_not_below_unlimited" CHECK ("available_classes"."available_classes" >= -1)
);
--> statement-breakpoint
CREATE TABLE "class_package_types" (
	"class_package_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"class_amount" integer NOT NULL,
	"expiration_days" integer,
	CONSTRAINT "class_package_types_class_package_id_class_type_id_pk" PRIMARY KEY("class_package_id","class_type_id")
);
--> statement-breakpoint
CREATE TABLE "class_packages" (
	"class_package_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"short_description" text,
	"price" numeric(10, 2) NOT NULL,
	"sale_price" numeric(10, 2),
	"allow_discount_over_sale_price" boolean DEFAULT false NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"subscription_period" text,
	"subscription_interval" integer,
	"class_amount" integer DEFAULT 0 NOT NULL,
	"expiration_days" integer,
	"is_special_event" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"limit_per_customer" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"on_home" boolean DEFAULT false NOT NULL,
	"image_file_id" integer,
	"downloadable_file_id" integer,
	"file_url" text,
	"free_trial_length" integer,
	"available" boolean DEFAULT true NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_packages_price_not_negative" CHECK ("class_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"discount_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"is_percent" boolean DEFAULT false NOT NULL,
	"first_invoice_only" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"class_package_ids" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_code_unique" UNIQUE("code"),
	CONSTRAINT "discounts_amount_positive" CHECK ("discounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"total_payment" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"payment_method_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"instructions" text,
	"kind" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sources" (
	"payment_source_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"token_id" text,
	"card_type" text NOT NULL,
	"last_digits" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"purchase_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"class_package_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"total_payment" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"class_amount" integer DEFAULT 0 NOT NULL,
	"payment_method_id" integer,
	"subscription_id" text,
	"subscription_period" text,
	"subscription_interval" integer,
	"expiration_days" integer,
	"free_trial_length" integer,
	"free_trial_period" text,
	"discount_id" integer,
	"is_gift" boolean DEFAULT false NOT NULL,
	"receipt_file_id" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "purchases_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "class_instructors" (
	"single_class_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	CONSTRAINT "class_instructors_single_class_id_instructor_id_pk" PRIMARY KEY("single_class_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "single_class_tags" (
	"single_class_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "single_class_tags_single_class_id_tag_id_pk" PRIMARY KEY("single_class_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "single_classes" (
	"single_class_id" serial PRIMARY KEY NOT NULL,
	"class_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 50 NOT NULL,
	"description" text,
	"capacity" integer,
	"class_type_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"class_package_id" integer,
	"class_category_id" integer,
	"program_id" integer,
	"icon" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_reservation_penalties" (
	"penalty_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_reservations" (
	"class_reservation_id" serial PRIMARY KEY NOT NULL,
	"single_class_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"available_class_id" integer,
	"deleted_at" timestamp with time zone,
	"is_cash" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT true NOT NULL,
	"attend" boolean,
	"spot" text,
	"guest" text,
	"class_stars" integer,
	"coach_stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reservations_class_stars_range" CHECK ("class_reservations"."class_stars" between 1 and 5),
	CONSTRAINT "class_reservations_coach_stars_range" CHECK ("class_reservations"."coach_stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "waitlists" (
	"waitlist_id" serial PRIMARY KEY NOT NULL,
	"single_class_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "waitlists_class_customer_unique" UNIQUE("single_class_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"favorite_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_video_unique" UNIQUE("customer_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "online_accesses" (
	"online_access_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purchase_id" integer,
	"expiration_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_playbacks" (
	"video_playback_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_playbacks_customer_video_unique" UNIQUE("customer_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_ratings" (
	"video_rating_id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"class_stars" integer,
	"coach_stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_ratings_customer_video_unique" UNIQUE("customer_id","video_id"),
	CONSTRAINT "video_ratings_class_stars_range" CHECK ("video_ratings"."class_stars" between 1 and 5),
	CONSTRAINT "video_ratings_coach_stars_range" CHECK ("video_ratings"."coach_stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "video_types" (
	"video_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"video_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"thumbnail_file_id" integer,
	"thumbnail" text,
	"url" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"instructor_id" integer,
	"class_type_id" integer,
	"class_category_id" integer,
	"video_type_id" integer,
	"program_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accepted_pages" (
	"accepted_page_id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_pages_page_customer_unique" UNIQUE("page_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"announcement_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"custom_field_id" serial PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"options" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_custom_values" (
	"customer_id" integer NOT NULL,
	"custom_field_id" integer NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_custom_values_customer_id_custom_field_id_pk" PRIMARY KEY("customer_id","custom_field_id")
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"form_field_id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" text,
	"precondition" text,
	"class_name" text,
	"step" integer
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"form_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_milestones" ADD CONSTRAINT "customer_milestones_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_uid_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_image_file_id_files_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_spot_maps" ADD CONSTRAINT "custom_spot_maps_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_classes" ADD CONSTRAINT "available_classes_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_package_types" ADD CONSTRAINT "class_package_types_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_package_types" ADD CONSTRAINT "class_package_types_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_packages" ADD CONSTRAINT "class_packages_image_file_id_files_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_packages" ADD CONSTRAINT "class_packages_downloadable_file_id_files_file_id_fk" FOREIGN KEY ("downloadable_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sources" ADD CONSTRAINT "payment_sources_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_method_id_payment_methods_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("payment_method_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_discount_id_discounts_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("discount_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_receipt_file_id_files_file_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_instructors" ADD CONSTRAINT "class_instructors_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_instructors" ADD CONSTRAINT "class_instructors_instructor_id_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("instructor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_tags" ADD CONSTRAINT "single_class_tags_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_class_tags" ADD CONSTRAINT "single_class_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_package_id_class_packages_class_package_id_fk" FOREIGN KEY ("class_package_id") REFERENCES "public"."class_packages"("class_package_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_class_category_id_class_categories_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("class_category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reservation_penalties" ADD CONSTRAINT "class_reservation_penalties_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reservations" ADD CONSTRAINT "class_reservations_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reservations" ADD CONSTRAINT "class_reservations_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reservations" ADD CONSTRAINT "class_reservations_available_class_id_available_classes_available_class_id_fk" FOREIGN KEY ("available_class_id") REFERENCES "public"."available_classes"("available_class_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlists" ADD CONSTRAINT "waitlists_single_class_id_single_classes_single_class_id_fk" FOREIGN KEY ("single_class_id") REFERENCES "public"."single_classes"("single_class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlists" ADD CONSTRAINT "waitlists_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_accesses" ADD CONSTRAINT "online_accesses_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_accesses" ADD CONSTRAINT "online_accesses_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_file_id_files_file_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_instructor_id_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("instructor_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_class_type_id_class_types_class_type_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("class_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_class_category_id_class_categories_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_categories"("class_category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_video_type_id_video_types_video_type_id_fk" FOREIGN KEY ("video_type_id") REFERENCES "public"."video_types"("video_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_pages" ADD CONSTRAINT "accepted_pages_page_id_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_pages" ADD CONSTRAINT "accepted_pages_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_custom_values" ADD CONSTRAINT "customer_custom_values_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_custom_values" ADD CONSTRAINT "customer_custom_values_custom_field_id_custom_fields_custom_field_id_fk" FOREIGN KEY ("custom_field_id") REFERENCES "public"."custom_fields"("custom_field_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("form_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_uid_idx" ON "password_resets" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "refresh_tokens_uid_idx" ON "refresh_tokens" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "customer_milestones_customer_idx" ON "customer_milestones" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "available_classes_customer_idx" ON "available_classes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_purchase_idx" ON "invoices" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_sources_customer_idx" ON "payment_sources" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "purchases_customer_idx" ON "purchases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "purchases_package_idx" ON "purchases" USING btree ("class_package_id");--> statement-breakpoint
CREATE INDEX "class_instructors_instructor_idx" ON "class_instructors" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "single_classes_class_date_idx" ON "single_classes" USING btree ("class_date");--> statement-breakpoint
CREATE INDEX "single_classes_location_idx" ON "single_classes" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "single_classes_package_idx" ON "single_classes" USING btree ("class_package_id");--> statement-breakpoint
CREATE INDEX "class_reservation_penalties_customer_idx" ON "class_reservation_penalties" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "class_reservations_customer_idx" ON "class_reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "class_reservations_class_idx" ON "class_reservations" USING btree ("single_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_spot_unique" ON "class_reservations" USING btree ("single_class_id","spot") WHERE "class_reservations"."deleted_at" is null and "class_reservations"."spot" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_customer_unique" ON "class_reservations" USING btree ("single_class_id","customer_id") WHERE "class_reservations"."deleted_at" is null and "class_reservations"."guest" is null;--> statement-breakpoint
CREATE INDEX "waitlists_customer_idx" ON "waitlists" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "online_accesses_customer_idx" ON "online_accesses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "video_tags_tag_idx" ON "video_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "videos_instructor_idx" ON "videos" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "videos_class_type_idx" ON "videos" USING btree ("class_type_id");--> statement-breakpoint
CREATE INDEX "accepted_pages_customer_idx" ON "accepted_pages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "form_fields_form_idx" ON "form_fields" USING btree ("form_id");