export { createTicketRepository } from "./ticket.repository.ts";
export { ticketRoutes } from "./ticket.routes.ts";
export { createTicketService, type TicketService } from "./ticket.service.ts";
