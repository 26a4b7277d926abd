// Fixture: a page importing a component statically, one lazily and one for its types only.
import { lazy } from "react";
import type { Shape } from "../features/demo/types.ts";
import { Status } from "../features/demo/Status.tsx";

export const Later = lazy(() => import("../features/demo/Later.tsx"));
export const shape: Shape | null = null;
export default Status;
