import { Component, type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/Button.tsx";
import type { ZeusKey } from "./messages.ts";
import type { ZeusScene } from "./scene.ts";
import type { SceneControls } from "./Scene3D.tsx";

/**
 * Loaded when the shopper asks for the 3-D view, never before (issue #22 item 1, ADR 0054): three.js
 * and react-three-fiber are in this import's chunk, not in the editor's.
 */
const Scene3D = lazy(() => import("./Scene3D.tsx"));

/** three.js draws with WebGL 2 only: without it the chunk is not worth fetching. */
function hasWebGL2(): boolean {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return !!gl;
  } catch {
    return false;
  }
}

/** The chunk failed to load or the renderer could not start: say so; the 2-D plan goes on. */
class Failed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A quarter of a right angle per key press or button. */
const TURN = Math.PI / 12;
const ZOOM = 1.25;
type Move = (c: SceneControls) => void;
const turnLeft: Move = (c) => c.rotate(TURN, 0);
const turnRight: Move = (c) => c.rotate(-TURN, 0);
const zoomIn: Move = (c) => c.zoom(ZOOM);
const zoomOut: Move = (c) => c.zoom(1 / ZOOM);
const reset: Move = (c) => c.reset();
/** The buttons under the view: the same moves as the keys. */
const BUTTONS: [ZeusKey, Move][] = [
  ["zeus.3d.turnLeft", turnLeft],
  ["zeus.3d.turnRight", turnRight],
  ["zeus.3d.zoomIn", zoomIn],
  ["zeus.3d.zoomOut", zoomOut],
  ["zeus.3d.reset", reset],
];
/** The view's keys: arrows turn and tilt, + and − zoom, 0 or Home resets. */
const KEYS: Record<string, Move> = {
  ArrowLeft: turnLeft,
  ArrowRight: turnRight,
  ArrowUp: (c) => c.rotate(0, TURN),
  ArrowDown: (c) => c.rotate(0, -TURN),
  "+": zoomIn,
  "=": zoomIn,
  "-": zoomOut,
  _: zoomOut,
  "0": reset,
  Home: reset,
};

interface Props {
  /** The plan as boxes (planScene): the 3-D view draws exactly this. */
  scene: ZeusScene;
  selected: string | null;
  /** The same plan in words, one line per item: the view's text alternative, shown beside it. */
  summary: string[];
}

/**
 * The 3-D preview of the plan: a toggle, then the view (drag to turn, wheel or pinch to zoom; arrow
 * keys turn it, + and − zoom, 0 resets; buttons for each) and the plan's text summary. Without WebGL
 * 2 or when the view's code cannot load, a message in the shopper's language and the summary; the
 * 2-D plan never depends on it.
 */
export function Preview3D({ scene, selected, summary }: Props) {
  const t = useT<ZeusKey>();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"off" | "on" | "no-webgl">("off");
  const controls = useRef<SceneControls | null>(null);
  const id = useId();
  const open = status !== "off";

  function toggle() {
    if (open) setStatus("off");
    else setStatus(hasWebGL2() ? "on" : "no-webgl");
  }
  function onKey(e: KeyboardEvent) {
    const move = KEYS[e.key];
    if (!move || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    if (controls.current) move(controls.current);
  }
  const press = (move: Move) => () => {
    if (controls.current) move(controls.current);
  };

  return (
    <section className="zeus-3d" aria-labelledby={`${id}-title`}>
      <div className="zeus-row">
        <h2 id={`${id}-title`} className="zeus-3d__title">
          {t("zeus.3d.title")}
        </h2>
        <Button
          size="s"
          variant="secondary"
          onClick={toggle}
          disabled={!hydrated}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          data-testid="zeus-3d-toggle"
        >
          {open ? t("zeus.3d.hide") : t("zeus.3d.show")}
        </Button>
      </div>
      {open ? (
        <div id={`${id}-panel`} className="zeus-3d__panel">
          {status === "no-webgl" ? (
            <p className="zeus-notice zeus-notice--error" role="alert" data-testid="zeus-3d-error">
              {t("zeus.3d.noWebgl")}
            </p>
          ) : (
            <Failed
              fallback={
                <p className="zeus-notice zeus-notice--error" role="alert" data-testid="zeus-3d-error">
                  {t("zeus.3d.failed")}
                </p>
              }
            >
              <Suspense
                fallback={
                  <p className="zeus-3d__loading" role="status">
                    {t("zeus.3d.loading")}
                  </p>
                }
              >
                <div
                  className="zeus-3d__view"
                  role="application"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the view takes focus for its keys (arrows turn it, + and − zoom); role="application" hands them to it.
                  tabIndex={0}
                  aria-label={t("zeus.3d.label")}
                  aria-describedby={`${id}-keys ${id}-summary`}
                  onKeyDown={onKey}
                  data-testid="zeus-3d"
                >
                  <Scene3D scene={scene} selected={selected} controls={controls} />
                </div>
                <div className="zeus-row">
                  {BUTTONS.map(([key, move]) => (
                    <Button key={key} size="s" variant="secondary" onClick={press(move)}>
                      {t(key)}
                    </Button>
                  ))}
                </div>
                <p id={`${id}-keys`} className="zeus-editor__help">
                  {t("zeus.3d.keys")}
                </p>
              </Suspense>
            </Failed>
          )}
          <h3 className="zeus-3d__summary-title">{t("zeus.3d.summary")}</h3>
          <ul id={`${id}-summary`} className="zeus-3d__summary" data-testid="zeus-3d-summary">
            {summary.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
