export { createNativeAppRepository, type NativeAppRepository } from "./native-app.repository.ts";
export { nativeAppRoutes } from "./native-app.routes.ts";
export {
  type AppCustomer,
  createNativeAppService,
  type NativeAppService,
  RAPID_FIRE_LIST,
} from "./native-app.service.ts";
export { DEMO_APP_EXCLUSIVES, seedNativeApp } from "./native-app.seed.ts";
