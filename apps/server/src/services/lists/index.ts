export { type ListOwner, type ListsService, listOwner } from "./lists.api.ts";
export { createListsRepository, type ListsRepository } from "./lists.repository.ts";
export { listsRoutes } from "./lists.routes.ts";
export { createListsService, LIST_CREATION_POLICY } from "./lists.service.ts";
