import { relations } from 'drizzle-orm';
import { classCategories, classTypes, customSpotMaps, instructors, locations, programs, tags } from './catalogue.js';
import {
  availableClasses,
  classPackages,
  classPackageTypes,
  discounts,
  invoices,
  paymentMethods,
  paymentSources,
  purchases,
} from './commerce.js';
import { acceptedPages, pages } from './content.js';
import { customerCustomValues, customFields, formFields, forms } from './forms.js';
import { addresses, customerMilestones, customers } from './customers.js';
import { accounts, refreshTokens } from './identity.js';
import { classReservationPenalties, classReservations, waitlists } from './reservations.js';
import { classInstructors, singleClasses, singleClassTags } from './schedule.js';
import { files } from './system.js';
import { favorites, onlineAccesses, videoPlaybacks, videoRatings, videos, videoTags, videoTypes } from './videos.js';

/* Relations for Drizzle's relational queries (`db.query.x.findMany({ with })`); they add no SQL. */

export const accountsRelations = relations(accounts, ({ one, many }) => ({
  customer: one(customers, { fields: [accounts.uid], references: [customers.uid] }),
  refresh_tokens: many(refreshTokens),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  account: one(accounts, { fields: [refreshTokens.uid], references: [accounts.uid] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  account: one(accounts, { fields: [customers.uid], references: [accounts.uid] }),
  file: one(files, { fields: [customers.file_id], references: [files.file_id] }),
  address: one(addresses, { fields: [customers.customer_id], references: [addresses.customer_id] }),
  customer_milestone: many(customerMilestones),
  class_reservations: many(classReservations),
  available_classes: many(availableClasses),
  online_accesses: many(onlineAccesses),
  accepted_pages: many(acceptedPages),
  purchases: many(purchases),
  invoices: many(invoices),
  payment_sources: many(paymentSources),
  waitlists: many(waitlists),
  penalties: many(classReservationPenalties),
  favorites: many(favorites),
  custom_values: many(customerCustomValues),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customer_id], references: [customers.customer_id] }),
}));

export const customerMilestonesRelations = relations(customerMilestones, ({ one }) => ({
  customer: one(customers, { fields: [customerMilestones.customer_id], references: [customers.customer_id] }),
}));

export const classTypesRelations = relations(classTypes, ({ one, many }) => ({
  image: one(files, { fields: [classTypes.image_file_id], references: [files.file_id] }),
  single_classes: many(singleClasses),
  custom_spot_maps: many(customSpotMaps),
}));

export const customSpotMapsRelations = relations(customSpotMaps, ({ one }) => ({
  class_type: one(classTypes, { fields: [customSpotMaps.class_type_id], references: [classTypes.class_type_id] }),
}));

export const instructorsRelations = relations(instructors, ({ one, many }) => ({
  file: one(files, { fields: [instructors.file_id], references: [files.file_id] }),
  class_instructors: many(classInstructors),
  videos: many(videos),
}));

export const locationsRelations = relations(locations, ({ many }) => ({
  single_classes: many(singleClasses),
}));

export const programsRelations = relations(programs, ({ one, many }) => ({
  file: one(files, { fields: [programs.file_id], references: [files.file_id] }),
  videos: many(videos),
}));

export const classCategoriesRelations = relations(classCategories, ({ many }) => ({
  single_classes: many(singleClasses),
  videos: many(videos),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  single_class_tags: many(singleClassTags),
  video_tags: many(videoTags),
}));

export const singleClassesRelations = relations(singleClasses, ({ one, many }) => ({
  class_type: one(classTypes, { fields: [singleClasses.class_type_id], references: [classTypes.class_type_id] }),
  location: one(locations, { fields: [singleClasses.location_id], references: [locations.location_id] }),
  class_package: one(classPackages, {
    fields: [singleClasses.class_package_id],
    references: [classPackages.class_package_id],
  }),
  class_category: one(classCategories, {
    fields: [singleClasses.class_category_id],
    references: [classCategories.class_category_id],
  }),
  program: one(programs, { fields: [singleClasses.program_id], references: [programs.program_id] }),
  class_instructors: many(classInstructors),
  class_reservations: many(classReservations),
  tags: many(singleClassTags),
  waitlists: many(waitlists),
}));

export const classInstructorsRelations = relations(classInstructors, ({ one }) => ({
  single_class: one(singleClasses, {
    fields: [classInstructors.single_class_id],
    references: [singleClasses.single_class_id],
  }),
  instructor: one(instructors, { fields: [classInstructors.instructor_id], references: [instructors.instructor_id] }),
}));

export const singleClassTagsRelations = relations(singleClassTags, ({ one }) => ({
  single_class: one(singleClasses, {
    fields: [singleClassTags.single_class_id],
    references: [singleClasses.single_class_id],
  }),
  tag: one(tags, { fields: [singleClassTags.tag_id], references: [tags.tag_id] }),
}));

export const classReservationsRelations = relations(classReservations, ({ one }) => ({
  single_class: one(singleClasses, {
    fields: [classReservations.single_class_id],
    references: [singleClasses.single_class_id],
  }),
  customer: one(customers, { fields: [classReservations.customer_id], references: [customers.customer_id] }),
  available_class: one(availableClasses, {
    fields: [classReservations.available_class_id],
    references: [availableClasses.available_class_id],
  }),
}));

export const waitlistsRelations = relations(waitlists, ({ one }) => ({
  single_class: one(singleClasses, {
    fields: [waitlists.single_class_id],
    references: [singleClasses.single_class_id],
  }),
  customer: one(customers, { fields: [waitlists.customer_id], references: [customers.customer_id] }),
}));

export const classReservationPenaltiesRelations = relations(classReservationPenalties, ({ one }) => ({
  customer: one(customers, {
    fields: [classReservationPenalties.customer_id],
    references: [customers.customer_id],
  }),
}));

export const classPackagesRelations = relations(classPackages, ({ one, many }) => ({
  image: one(files, { fields: [classPackages.image_file_id], references: [files.file_id] }),
  downloadable: one(files, { fields: [classPackages.downloadable_file_id], references: [files.file_id] }),
  class_package_types: many(classPackageTypes),
  purchases: many(purchases),
  single_classes: many(singleClasses),
}));

export const classPackageTypesRelations = relations(classPackageTypes, ({ one }) => ({
  class_package: one(classPackages, {
    fields: [classPackageTypes.class_package_id],
    references: [classPackages.class_package_id],
  }),
  class_type: one(classTypes, { fields: [classPackageTypes.class_type_id], references: [classTypes.class_type_id] }),
}));

export const purchasesRelations = relations(purchases, ({ one, many }) => ({
  customer: one(customers, { fields: [purchases.customer_id], references: [customers.customer_id] }),
  class_package: one(classPackages, {
    fields: [purchases.class_package_id],
    references: [classPackages.class_package_id],
  }),
  payment_method: one(paymentMethods, {
    fields: [purchases.payment_method_id],
    references: [paymentMethods.payment_method_id],
  }),
  discount: one(discounts, { fields: [purchases.discount_id], references: [discounts.discount_id] }),
  receipt_file: one(files, { fields: [purchases.receipt_file_id], references: [files.file_id] }),
  invoices: many(invoices),
  available_classes: many(availableClasses),
  online_accesses: many(onlineAccesses),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  purchase: one(purchases, { fields: [invoices.purchase_id], references: [purchases.purchase_id] }),
  customer: one(customers, { fields: [invoices.customer_id], references: [customers.customer_id] }),
}));

export const paymentSourcesRelations = relations(paymentSources, ({ one }) => ({
  customer: one(customers, { fields: [paymentSources.customer_id], references: [customers.customer_id] }),
}));

export const availableClassesRelations = relations(availableClasses, ({ one }) => ({
  customer: one(customers, { fields: [availableClasses.customer_id], references: [customers.customer_id] }),
  purchase: one(purchases, { fields: [availableClasses.purchase_id], references: [purchases.purchase_id] }),
  class_type: one(classTypes, { fields: [availableClasses.class_type_id], references: [classTypes.class_type_id] }),
}));

export const videosRelations = relations(videos, ({ one, many }) => ({
  instructor: one(instructors, { fields: [videos.instructor_id], references: [instructors.instructor_id] }),
  class_type: one(classTypes, { fields: [videos.class_type_id], references: [classTypes.class_type_id] }),
  class_category: one(classCategories, {
    fields: [videos.class_category_id],
    references: [classCategories.class_category_id],
  }),
  video_type: one(videoTypes, { fields: [videos.video_type_id], references: [videoTypes.video_type_id] }),
  program: one(programs, { fields: [videos.program_id], references: [programs.program_id] }),
  file: one(files, { fields: [videos.thumbnail_file_id], references: [files.file_id] }),
  tags: many(videoTags),
  favorites: many(favorites),
  playbacks: many(videoPlaybacks),
  ratings: many(videoRatings),
}));

export const videoTagsRelations = relations(videoTags, ({ one }) => ({
  video: one(videos, { fields: [videoTags.video_id], references: [videos.video_id] }),
  tag: one(tags, { fields: [videoTags.tag_id], references: [tags.tag_id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  video: one(videos, { fields: [favorites.video_id], references: [videos.video_id] }),
  customer: one(customers, { fields: [favorites.customer_id], references: [customers.customer_id] }),
}));

export const videoPlaybacksRelations = relations(videoPlaybacks, ({ one }) => ({
  video: one(videos, { fields: [videoPlaybacks.video_id], references: [videos.video_id] }),
  customer: one(customers, { fields: [videoPlaybacks.customer_id], references: [customers.customer_id] }),
}));

export const videoRatingsRelations = relations(videoRatings, ({ one }) => ({
  video: one(videos, { fields: [videoRatings.video_id], references: [videos.video_id] }),
  customer: one(customers, { fields: [videoRatings.customer_id], references: [customers.customer_id] }),
}));

export const onlineAccessesRelations = relations(onlineAccesses, ({ one }) => ({
  customer: one(customers, { fields: [onlineAccesses.customer_id], references: [customers.customer_id] }),
  purchase: one(purchases, { fields: [onlineAccesses.purchase_id], references: [purchases.purchase_id] }),
}));

export const pagesRelations = relations(pages, ({ many }) => ({
  accepted_pages: many(acceptedPages),
}));

export const acceptedPagesRelations = relations(acceptedPages, ({ one }) => ({
  page: one(pages, { fields: [acceptedPages.page_id], references: [pages.page_id] }),
  customer: one(customers, { fields: [acceptedPages.customer_id], references: [customers.customer_id] }),
}));

export const formsRelations = relations(forms, ({ many }) => ({
  form_fields: many(formFields),
}));

export const formFieldsRelations = relations(formFields, ({ one }) => ({
  form: one(forms, { fields: [formFields.form_id], references: [forms.form_id] }),
}));

export const customerCustomValuesRelations = relations(customerCustomValues, ({ one }) => ({
  customer: one(customers, { fields: [customerCustomValues.customer_id], references: [customers.customer_id] }),
  custom_field: one(customFields, {
    fields: [customerCustomValues.custom_field_id],
    references: [customFields.custom_field_id],
  }),
}));
