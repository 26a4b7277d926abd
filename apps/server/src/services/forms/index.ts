export { createFormsRepository, type FormsRepository } from "./forms.repository.ts";
export { FORM_SUBMIT_PATH, formsRoutes } from "./forms.routes.ts";
export {
  cityCentre,
  createFormsService,
  FORM_SUBMIT_POLICY,
  formImageUrl,
  type FormsService,
} from "./forms.service.ts";
export { registerFormsStaffEndpoints } from "./forms.staff.ts";
