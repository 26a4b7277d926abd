import { binAction, loadBins } from "../features/account/bin/bin.server.ts";
import { BinsView } from "../features/account/bin/BinsView.tsx";
import { accountTitle } from "../features/account/account-meta.ts";
import type { Route } from "./+types/account.bin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBins(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return binAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.bin.title");
}

/** SPEC §2 /account/bin. */
export default function AccountBins({ loaderData, actionData }: Route.ComponentProps) {
  return <BinsView bins={loaderData.bins} notice={actionData?.notice ?? loaderData.notice} />;
}
