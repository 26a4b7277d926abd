export { reviewsRoutes } from "./reviews.routes.ts";
export { createReviewsRepository } from "./reviews.repository.ts";
export { createPurchases } from "./reviews.purchases.ts";
export {
  type AuditWriter,
  createReviewsService,
  type ReviewsService,
  type StaffActor,
} from "./reviews.service.ts";
export { screenText } from "./reviews.screen.ts";
export { seedReviews } from "./reviews.seed.ts";
export { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_PATH } from "./reviews.photos.ts";
export { photoAnswer } from "./reviews.routes.ts";
export { preparePhoto, sniffPhoto } from "./reviews.photos.ts";
export { uploadedPhotos } from "./reviews.routes.ts";
