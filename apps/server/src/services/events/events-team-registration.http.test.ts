import { SITES } from "@ironworks/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { ordersOfList } from "../checkout/checkout.testing.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { upcomingThrowdownYear } from "@ironworks/seed";
import { DEMO_TEAMS, seedEvents } from "./events.seed.ts";
import { eventMemberScoreVersions, eventRegistrations } from "./events.schema.ts";
import { eventsTestStore, testEvent } from "./events.testing.ts";

/**
 * Issue #20 items 1–2: a team division (its teamSize) registers a team — its name and exactly that
 * many members — free or bought; an individual division takes one athlete and no team. A refusal is
 * a 400 naming the field, and takes no place.
 */
describe("team registration on pglite", { timeout: 120_000 }, () => {
  const t = eventsTestStore();
  const { athlete } = t;
  let store: TestStore;
  beforeAll(() => {
    store = t.store;
  });
  const fieldsOf = (body: Json) => (body.error.details.fields as Json[]).map((f) => [f.field, f.message]);

  it("a free event: the team division shows its size and takes a named team of that size; the individual one refuses a team", async () => {
    const event = await testEvent(store, { teamSize: 3 });
    const detail = await call(testBrowser(store), "GET", `/svc_event/events/${event.id}`);
    expect(detail.body.divisions.map((d: Json) => [d.name, d.teamSize ?? null])).toEqual([
      ["Rx", null],
      ["Team of 3", 3],
    ]);
    const browser = await athlete();
    const register = (body: Json) =>
      call(browser, "POST", `/svc_event/events/${event.id}/registrations`, { athleteName: "Captain Cy", ...body });

    const noName = await register({ divisionId: event.teamDivisionId, members: ["Ana", "Ben", "Cy"] });
    expect([noName.status, fieldsOf(noName.body)]).toEqual([400, [["teamName", "is required for a team division"]]]);
    const short = await register({
      divisionId: event.teamDivisionId,
      teamName: "Barbell Club",
      members: ["Ana", "Ben"],
    });
    expect(fieldsOf(short.body)).toEqual([["members", "must name the team's 3 members (2 given)"]]);
    const teamInRx = await register({ divisionId: event.divisionId, teamName: "Barbell Club", members: ["Ana"] });
    expect(fieldsOf(teamInRx.body)).toEqual([["members", "is only for a team division"]]);
    // Nothing was taken by the refusals.
    const before = await call(browser, "GET", `/svc_event/events/${event.id}`);
    expect(before.body.divisions.map((d: Json) => d.registered)).toEqual([0, 0]);

    const ok = await register({
      divisionId: event.teamDivisionId,
      teamName: " Barbell Club ",
      members: ["Ana Ruiz", "Ben Ode", "Cy Diaz", ""],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ divisionName: "Team of 3", athleteName: "Barbell Club" });
    const [row] = await store.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, ok.body.id));
    expect(row).toMatchObject({ teamName: "Barbell Club", members: ["Ana Ruiz", "Ben Ode", "Cy Diaz"] });
    const board = await call(
      browser,
      "GET",
      `/svc_event/events/${event.id}/leaderboard?division=${event.teamDivisionId}`,
    );
    expect(JSON.stringify(board.body)).toContain("Barbell Club");
  });

  it("a bought place: a team line of the wrong size refuses the order (nothing sold); the right one registers the team", async () => {
    const event = await testEvent(store, { teamSize: 2, registrationSku: "EV1002" });
    const productId = (await store.services.catalog.getProductBySku("EV1002", SITES.USA)).productId;
    const line = (extra: Json) => ({
      productId,
      qty: 1,
      metadata: {
        eventRegistration: { eventId: event.id, divisionId: event.teamDivisionId, athleteName: "Pair Lead", ...extra },
      },
    });
    const browser = await athlete();
    const wrong = await shopperWithCart(
      store,
      [line({ teamName: "Odd Pair", members: ["Ana", "Ben", "Cy"] })],
      browser,
    );
    const refused = await place(store, browser, await draftOrder(store, wrong.list));
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      ["items.0.metadata.eventRegistration.members", "must name the team's 2 members (3 given)"],
    ]);
    expect(await ordersOfList(store, wrong.list._id)).toEqual([]);

    const other = await athlete();
    const right = await shopperWithCart(
      store,
      [line({ teamName: "Even Pair", members: ["Dee Fox", "Eli Gray"] })],
      other,
    );
    const placed = await place(store, other, await draftOrder(store, right.list));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const rows = await store.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(rows.map((r) => [r.athleteName, r.teamName, r.members])).toEqual([
      ["Even Pair", "Even Pair", ["Dee Fox", "Eli Gray"]],
    ]);
  });

  it("the demo throwdown's Team of 3 has teams with member scores on a fresh store; seeding again adds nothing", async () => {
    const id = `ironworks-throwdown-${upcomingThrowdownYear(new Date())}`;
    const team = `${id}:team`;
    const board = async () =>
      (
        await call(
          testBrowser(store),
          "GET",
          `/svc_event/events/${id}/leaderboard?division=${encodeURIComponent(team)}`,
        )
      ).body as Json;
    const first = await board();
    const rows = first.leaderboardRows as Json[];
    expect(rows.map((r) => r.entrant.competitorName).sort()).toEqual(DEMO_TEAMS.map((t) => t.name).sort());
    const top = rows[0] as Json;
    expect(top.overallRank).toBe("1");
    // Each cell is the team's score made of its members' (show the math): the three members' own scores.
    const cell = (top.scores as Json[])[0] as Json;
    expect(cell.team.members).toHaveLength(3);
    expect(cell.team.combine).toBe("last");
    const versions = async () =>
      (await store.database.db.select().from(eventMemberScoreVersions)).filter((v) => v.registrationId.startsWith(id))
        .length;
    expect(await versions()).toBe(DEMO_TEAMS.length * 3 * 2);

    await seedEvents(store.database.db);
    expect(await versions()).toBe(DEMO_TEAMS.length * 3 * 2);
    expect(((await board()).leaderboardRows as Json[]).length).toBe(DEMO_TEAMS.length);
  });
});
