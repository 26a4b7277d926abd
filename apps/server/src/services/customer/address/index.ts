export { addressRoutes } from "./address.routes.ts";
export { createAddressRepository } from "./address.repository.ts";
export { type AddressService, createAddressService, toAddress } from "./address.service.ts";
