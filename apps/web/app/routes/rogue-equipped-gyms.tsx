import { GymMapPage } from "../features/gyms/GymMapPage.tsx";
import { loadGymMap } from "../features/gyms/gyms.server.ts";
import type { GymsKey } from "../features/gyms/messages.ts";
import { metaT } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/rogue-equipped-gyms";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadGymMap(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT<GymsKey>(matches)("gyms.title")} | Ironworks` }];
}

/** SPEC §2 /rogue-equipped-gyms (behind the gym-map flag): the equipped-gyms map. */
export default function RogueEquippedGyms({ loaderData }: Route.ComponentProps) {
  return <GymMapPage data={loaderData} />;
}
