import { deferred } from "../../../lib/deferred.tsx";
import type { RecommendationSlotProps } from "./RecommendationRow.tsx";

/**
 * A lazy recommendation row (SPEC §7, DESIGN §7: secondary widgets load lazily). The server renders
 * the row's placeholder; the row's code (and the product card it renders) loads only when the row
 * nears the viewport (issue 16 item 4, ADR 0034), then it asks the widget (RecommendationRow).
 */
export const RecommendationSlot = deferred<RecommendationSlotProps>(
  () => import("./RecommendationRow.tsx").then((m) => m.RecommendationRow),
  "RecommendationRow",
);
