import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "../../shell/root-data.ts";

const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;

/**
 * The customer's ship-to country (SPEC §4: set by the default shipping address), from the root
 * loader's customer summary, with the way to change it.
 */
export function ShipToCountry() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const code = root?.customer?.shipToCountry ?? null;
  return (
    <p className="ship-to-country" data-testid="dashboard-ship-to">
      Ships to: <strong>{code ? (names?.of(code) ?? code) : "Not set"}</strong>{" "}
      <Link to="/account/address">
        {code ? "Change default shipping address" : "Choose a default shipping address"}
      </Link>
    </p>
  );
}
