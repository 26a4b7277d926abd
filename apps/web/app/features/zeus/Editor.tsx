import type { ZeusPartWire, ZeusProject } from "@ironworks/contracts";
import {
  billOfMaterials,
  checkPlan,
  footprint,
  fromFeetInches,
  fromMetres,
  isZeusLengthUnit,
  mountsOn,
  rectsOverlap,
  snap,
  toFeetInches,
  toMetres,
  toMinor,
  ZEUS_DEFAULT_UNIT,
  ZEUS_GRID_IN,
  type ZeusLengthUnit,
  type ZeusItem,
  type ZeusPart,
  type ZeusPlan,
  type ZeusRotation,
} from "@ironworks/domain";
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { api } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { Button, buttonClass } from "../../ui/Button.tsx";
import { readGuestGyms, removeGuestGyms, saveGuestGym } from "./guest-gyms.ts";
import type { ZeusKey } from "./messages.ts";
import { Preview3D } from "./Preview3D.tsx";
import { planScene } from "./scene.ts";

/** The shopper's unit for the room (feet and inches or metres), kept on this device. */
export const UNIT_KEY = "iw-zeus-unit";

type History = { past: ZeusPlan[]; present: ZeusPlan; future: ZeusPlan[] };
type Action =
  | { type: "change"; plan: ZeusPlan }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "load"; plan: ZeusPlan };

function history(state: History, action: Action): History {
  switch (action.type) {
    case "change":
      return { past: [...state.past.slice(-99), state.present], present: action.plan, future: [] };
    case "undo": {
      const prev = state.past.at(-1);
      return prev ? { past: state.past.slice(0, -1), present: prev, future: [state.present, ...state.future] } : state;
    }
    case "redo": {
      const next = state.future[0];
      return next ? { past: [...state.past, state.present], present: next, future: state.future.slice(1) } : state;
    }
    case "load":
      return { past: [], present: action.plan, future: [] };
  }
}

const toDomain = (parts: ZeusPartWire[]) =>
  new Map<number, ZeusPart>(
    parts.map((p) => [p.productId, { ...p, kind: p.kind as ZeusPart["kind"], priceMinor: toMinor(p.price) }]),
  );

let nextId = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(nextId++).toString(36)}`;

/** The first free spot on the grid for a footprint (scanning rows), or the room's corner. */
function freeSpot(plan: ZeusPlan, part: ZeusPart, parts: Map<number, ZeusPart>) {
  const taken = plan.items.flatMap((i) => {
    const p = parts.get(i.productId);
    return p && p.kind !== "attachment" ? [footprint(i, p)] : [];
  });
  for (let y = 0; y + part.depthIn <= plan.room.depthIn; y += ZEUS_GRID_IN * 2)
    for (let x = 0; x + part.widthIn <= plan.room.widthIn; x += ZEUS_GRID_IN * 2) {
      const r = { x, y, w: part.widthIn, h: part.depthIn };
      if (!taken.some((t) => rectsOverlap(t, r))) return { x, y };
    }
  return { x: 0, y: 0 };
}

type Unit = ZeusLengthUnit;
/** A typed number ("3,5" reads as 3.5); an empty field is 0, anything else NaN. */
const typed = (value: string) => (value.trim() === "" ? 0 : Number(value.replace(",", ".")));

export interface EditorProps {
  parts: ZeusPartWire[];
  project: Pick<ZeusProject, "name" | "version" | "plan" | "shareToken"> & { projectId: string | null };
  readOnly: boolean;
  signedIn: boolean;
  /** A template or an empty room (not a saved project): `?draft=` opens a gym kept on this device. */
  fresh: boolean;
}

/**
 * The ZEUS editor (issue #22 item 1): room size in feet and inches or metres (the plan keeps inches), a top-down plan where items are placed,
 * dragged, rotated and removed by pointer or keyboard, attachments mounted on frames (only what
 * fits), undo/redo, the shared rules' problems and warnings, and the bill of materials priced
 * with the server's unit prices. Saving goes to the account (or this device for a guest).
 */
export function Editor({ parts, project, readOnly, signedIn, fresh }: EditorProps) {
  const t = useT<ZeusKey>();
  const { price } = useLocaleTools();
  const navigate = useNavigate();
  const byId = useMemo(() => toDomain(parts), [parts]);
  const [state, dispatch] = useReducer(history, { past: [], present: project.plan, future: [] });
  const plan = state.present;
  const [selected, setSelected] = useState<string | null>(null);
  const [unit, setUnitState] = useState<Unit>(ZEUS_DEFAULT_UNIT);
  const [name, setName] = useState(project.name);
  const [adding, setAdding] = useState<string>("");
  const [attaching, setAttaching] = useState<string>("");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [shareToken, setShareToken] = useState(project.shareToken);
  /** The recipe this page put into the cart (buy the whole build), until it is removed again. */
  const [bought, setBought] = useState<string | null>(null);
  /** The device's id of the gym being edited, when it is one kept on this device (a guest's). */
  const [localId, setLocalId] = useState<string | null>(null);
  const [search] = useSearchParams();
  const draftParam = search.get("draft");
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: string; dx: number; dy: number; start: ZeusPlan } | null>(null);

  // The unit the shopper chose last time on this device (feet and inches until they choose).
  useEffect(() => {
    const kept = window.localStorage.getItem(UNIT_KEY);
    if (isZeusLengthUnit(kept)) setUnitState(kept);
  }, []);
  function setUnit(next: Unit) {
    setUnitState(next);
    window.localStorage.setItem(UNIT_KEY, next);
  }
  /** A length of the plan in the shopper's unit, in words ("12 ft 6 in", "3.81 m"). */
  const lengthText = (inches: number) => {
    if (unit === "m") return t("zeus.length.m", { m: toMetres(inches) });
    const { ft, inches: rest } = toFeetInches(inches);
    return t("zeus.length.ftin", { ft, inches: rest });
  };

  // A gym kept on this device (`?draft=`) opens for editing; signed in, saving it moves it to the account.
  useEffect(() => {
    if (!fresh || readOnly || !draftParam) return;
    const gym = readGuestGyms().find((g) => g.localId === draftParam);
    if (!gym) return;
    dispatch({ type: "load", plan: gym.plan });
    setName(gym.name);
    setLocalId(gym.localId);
    setNotice({ ok: true, text: t(signedIn ? "zeus.editor.draftClaim" : "zeus.editor.draftRestored") });
  }, [fresh, readOnly, signedIn, draftParam, t]);

  const check = useMemo(() => checkPlan(plan, byId), [plan, byId]);
  const bom = useMemo(() => billOfMaterials(plan, byId), [plan, byId]);
  const change = (next: ZeusPlan) => dispatch({ type: "change", plan: next });
  const itemName = (item: ZeusItem) => byId.get(item.productId)?.name ?? String(item.productId);
  const nameOf = (id: string | undefined) => {
    const item = plan.items.find((x) => x.id === id);
    return item ? `(${itemName(item)})` : "";
  };
  const scene = useMemo(() => planScene(plan, byId), [plan, byId]);
  const selectedItem = plan.items.find((i) => i.id === selected) ?? null;
  const selectedPart = selectedItem ? byId.get(selectedItem.productId) : undefined;
  const floorParts = parts.filter((p) => p.kind !== "attachment");
  const attachments = parts.filter((p) => p.kind === "attachment");

  function update(id: string, patch: Partial<ZeusItem>, base = plan) {
    change({ ...base, items: base.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) });
  }
  function remove(id: string) {
    change({ ...plan, items: plan.items.filter((i) => i.id !== id && i.mountedOn !== id) });
    setSelected(null);
  }
  function add() {
    const part = byId.get(Number(adding));
    if (!part) return;
    const id = newId("i");
    change({
      ...plan,
      items: [...plan.items, { id, productId: part.productId, ...freeSpot(plan, part, byId), rotation: 0 }],
    });
    setSelected(id);
  }
  function attach() {
    const part = byId.get(Number(attaching));
    if (!part || !selectedItem || !selectedPart) return;
    if (!mountsOn(part, selectedPart)) {
      setNotice({ ok: false, text: t("zeus.editor.noFit", { part: part.name, frame: selectedPart.name }) });
      return;
    }
    setNotice(null);
    change({
      ...plan,
      items: [
        ...plan.items,
        { id: newId("a"), productId: part.productId, x: 0, y: 0, rotation: 0, mountedOn: selectedItem.id },
      ],
    });
  }
  /** A room side typed in the shopper's unit (the side's fields: feet and inches, or metres). */
  function setRoom(key: "widthIn" | "depthIn" | "heightIn", field: HTMLInputElement) {
    const inputs = [...(field.closest("fieldset")?.querySelectorAll("input") ?? [])];
    const values = inputs.map((i) => typed(i.value));
    if (values.some((v) => !Number.isFinite(v) || v < 0)) return;
    const inches = unit === "m" ? fromMetres(values[0] ?? 0) : fromFeetInches(values[0] ?? 0, values[1] ?? 0);
    if (inches <= 0 || inches === plan.room[key]) return;
    change({ ...plan, room: { ...plan.room, [key]: inches } });
  }

  function onItemKey(e: KeyboardEvent, item: ZeusItem) {
    if (readOnly) return;
    const step = e.shiftKey ? ZEUS_GRID_IN * 4 : ZEUS_GRID_IN;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      update(item.id, { x: item.x + move[0], y: item.y + move[1] });
    } else if (e.key === "r" || e.key === "R") {
      e.preventDefault();
      update(item.id, { rotation: ((item.rotation + 90) % 360) as ZeusRotation });
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      remove(item.id);
    }
  }
  function onEditorKey(e: KeyboardEvent) {
    if (readOnly || !(e.ctrlKey || e.metaKey)) return;
    if (e.key === "z" && !e.shiftKey) {
      e.preventDefault();
      dispatch({ type: "undo" });
    } else if (e.key === "y" || (e.key === "z" && e.shiftKey) || e.key === "Z") {
      e.preventDefault();
      dispatch({ type: "redo" });
    }
  }

  const svgPoint = (e: PointerEvent) => {
    const svg = svgRef.current;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };
  function onPointerDown(e: PointerEvent, item: ZeusItem) {
    setSelected(item.id);
    if (readOnly) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const p = svgPoint(e);
    drag.current = { id: item.id, dx: p.x - item.x, dy: p.y - item.y, start: plan };
  }
  function onPointerMove(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    const p = svgPoint(e);
    const items = d.start.items.map((i) => (i.id === d.id ? { ...i, x: snap(p.x - d.dx), y: snap(p.y - d.dy) } : i));
    // While dragging the plan is shown, not recorded: one undo step per drag.
    dispatch({ type: "load", plan: { ...d.start, items } });
  }
  function onPointerUp() {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const moved = plan;
    dispatch({ type: "load", plan: d.start });
    if (moved !== d.start) change(moved);
  }

  async function save() {
    if (check.problems.length > 0) {
      setNotice({ ok: false, text: t("zeus.editor.fixFirst") });
      return;
    }
    const cleanName = name.trim() || t("zeus.editor.untitled");
    if (!signedIn) {
      setLocalId(saveGuestGym({ localId, name: cleanName, plan }));
      setNotice({ ok: true, text: t("zeus.editor.savedLocally") });
      return;
    }
    setBusy(true);
    const body = { name: cleanName, plan, expectedTotal: bom.totalMinor / 100 };
    const result = project.projectId
      ? await api.put<ZeusProject>(`/svc_zeus/projects/${project.projectId}`, { body, auth: true })
      : await api.post<ZeusProject>("/svc_zeus/projects", { body, auth: true });
    setBusy(false);
    if (!result.ok) {
      setNotice({
        ok: false,
        text: result.error.code === "zeus_stale_price" ? t("zeus.editor.stale") : t("zeus.editor.saveFailed"),
      });
      return;
    }
    if (localId) removeGuestGyms([localId]);
    setNotice({ ok: true, text: t("zeus.editor.saved", { version: result.data.version }) });
    if (!project.projectId) navigate(`/zeus-builder/project/${result.data.projectId}?saved=1`, { replace: true });
  }

  /** Buy the whole build: the server checks and prices it, then puts every line into the cart as one recipe. */
  async function buy() {
    if (check.problems.length > 0 || bom.lines.length === 0) {
      setNotice({ ok: false, text: t("zeus.editor.fixFirst") });
      return;
    }
    setBusy(true);
    const result = await api.post<{ recipeId: string }>("/svc_zeus/buy", {
      body: {
        plan,
        expectedTotal: bom.totalMinor / 100,
        name: name.trim() || t("zeus.editor.untitled"),
        ...(project.projectId ? { projectId: project.projectId } : {}),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setNotice({
        ok: false,
        text: result.error.code === "zeus_stale_price" ? t("zeus.editor.stale") : t("zeus.editor.buyFailed"),
      });
      return;
    }
    setBought(result.data.recipeId);
    setNotice({ ok: true, text: t("zeus.editor.bought") });
  }

  async function unbuy() {
    if (!bought) return;
    setBusy(true);
    const result = await api.delete(`/svc_zeus/cart/recipes/${bought}`);
    setBusy(false);
    if (result.ok) {
      setBought(null);
      setNotice({ ok: true, text: t("zeus.editor.removed") });
    } else setNotice({ ok: false, text: t("zeus.editor.buyFailed") });
  }

  async function share() {
    if (!project.projectId) return;
    const result = await api.post<ZeusProject>(`/svc_zeus/projects/${project.projectId}/share`, {
      body: {},
      auth: true,
    });
    if (result.ok) setShareToken(result.data.shareToken);
    else setNotice({ ok: false, text: t("zeus.editor.saveFailed") });
  }

  const problemText = (code: string) => t(`zeus.problem.${code}` as ZeusKey);
  const label = (item: ZeusItem) =>
    t("zeus.editor.itemLabel", { name: itemName(item), x: lengthText(item.x), y: lengthText(item.y) });
  const { room } = plan;
  /** The 3-D view's text alternative: the room, then each of its boxes in words (the same model). */
  const summary = [
    t("zeus.3d.room", {
      width: lengthText(room.widthIn),
      depth: lengthText(room.depthIn),
      height: lengthText(room.heightIn),
    }),
    ...scene.boxes.flatMap((box) => {
      const item = plan.items.find((i) => i.id === box.itemId);
      const part = byId.get(box.productId);
      if (!item || !part) return [];
      if (box.mountedOn) {
        const frame = plan.items.find((i) => i.id === box.mountedOn);
        return [t("zeus.3d.attachment", { name: part.name, frame: frame ? itemName(frame) : "" })];
      }
      return [
        t("zeus.3d.item", {
          name: part.name,
          width: lengthText(part.widthIn),
          depth: lengthText(part.depthIn),
          height: lengthText(part.heightIn),
          x: lengthText(item.x),
          y: lengthText(item.y),
          turn: item.rotation,
        }),
      ];
    }),
  ];
  const mountedOnSelected = selectedItem ? plan.items.filter((i) => i.mountedOn === selectedItem.id) : [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z / Ctrl+Y anywhere in the editor (the controls inside take focus).
    <div className="zeus-editor" onKeyDown={onEditorKey}>
      <div className="zeus-editor__plan">
        {/* biome-ignore lint/a11y/useSemanticElements: the plan is an SVG drawing; role="group" names it for assistive technology. */}
        <svg
          ref={svgRef}
          className="zeus-plan"
          viewBox={`-6 -6 ${room.widthIn + 12} ${room.depthIn + 12}`}
          role="group"
          aria-label={t("zeus.editor.planLabel", { width: lengthText(room.widthIn), depth: lengthText(room.depthIn) })}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="zeus-plan"
        >
          <defs>
            <pattern id="zeus-grid" width={12} height={12} patternUnits="userSpaceOnUse">
              <path d="M 12 0 L 0 0 0 12" className="zeus-plan__grid" />
            </pattern>
          </defs>
          <rect x={0} y={0} width={room.widthIn} height={room.depthIn} className="zeus-plan__room" />
          <rect x={0} y={0} width={room.widthIn} height={room.depthIn} fill="url(#zeus-grid)" />
          {plan.items.map((item) => {
            const part = byId.get(item.productId);
            if (!part || part.kind === "attachment") return null;
            const r = footprint(item, part);
            const bad = check.problems.some((p) => p.itemId === item.id || p.otherId === item.id);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes focus and keys like one.
              <g
                key={item.id}
                role="button"
                tabIndex={0}
                aria-label={label(item)}
                aria-pressed={selected === item.id}
                className={`zeus-plan__item zeus-plan__item--${part.kind}${bad ? " zeus-plan__item--bad" : ""}${selected === item.id ? " zeus-plan__item--selected" : ""}`}
                onPointerDown={(e) => onPointerDown(e, item)}
                onFocus={() => setSelected(item.id)}
                onKeyDown={(e) => onItemKey(e, item)}
                data-testid="zeus-item"
              >
                <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={2} />
                <text x={r.x + r.w / 2} y={r.y + r.h / 2} textAnchor="middle" dominantBaseline="middle">
                  {part.sku}
                </text>
              </g>
            );
          })}
        </svg>
        {!readOnly ? <p className="zeus-editor__help">{t("zeus.editor.keys")}</p> : null}
        <Preview3D scene={scene} selected={selected} summary={summary} />
      </div>

      <div className="zeus-editor__side">
        {notice ? (
          <p
            className={notice.ok ? "zeus-notice" : "zeus-notice zeus-notice--error"}
            role={notice.ok ? "status" : "alert"}
          >
            {notice.text}
          </p>
        ) : null}
        {!readOnly ? (
          <>
            <fieldset className="zeus-fieldset">
              <legend>{t("zeus.editor.room")}</legend>
              <label>
                {t("zeus.editor.unit")}
                <select
                  value={unit}
                  onChange={(e) => setUnit(e.currentTarget.value as Unit)}
                  name="unit"
                  data-testid="zeus-unit"
                >
                  <option value="ftin">{t("zeus.unit.ftin")}</option>
                  <option value="m">{t("zeus.unit.metres")}</option>
                </select>
              </label>
              {(["widthIn", "depthIn", "heightIn"] as const).map((key) => (
                // Keyed by unit and size: a change elsewhere (undo, a draft) shows the plan's size again.
                <RoomLength
                  key={`${key}-${unit}-${room[key]}`}
                  side={key}
                  inches={room[key]}
                  unit={unit}
                  onCommit={(field) => setRoom(key, field)}
                />
              ))}
            </fieldset>
            <fieldset className="zeus-fieldset">
              <legend>{t("zeus.editor.equipment")}</legend>
              <label>
                {t("zeus.editor.choose")}
                <select value={adding} onChange={(e) => setAdding(e.currentTarget.value)} name="part">
                  <option value="">—</option>
                  {(["rack", "rig", "storage"] as const).map((kind) => (
                    <optgroup key={kind} label={t(`zeus.kind.${kind}`)}>
                      {floorParts
                        .filter((p) => p.kind === kind)
                        .map((p) => (
                          <option key={p.productId} value={p.productId}>
                            {p.name} · {price(p.price)}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <Button size="s" onClick={add} disabled={!adding}>
                {t("zeus.editor.add")}
              </Button>
            </fieldset>
            {selectedItem && selectedPart ? (
              <fieldset className="zeus-fieldset" data-testid="zeus-selected">
                <legend>{selectedPart.name}</legend>
                <div className="zeus-row">
                  <Button
                    size="s"
                    variant="secondary"
                    onClick={() =>
                      update(selectedItem.id, { rotation: ((selectedItem.rotation + 90) % 360) as ZeusRotation })
                    }
                  >
                    {t("zeus.editor.rotate")}
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => remove(selectedItem.id)}>
                    {t("zeus.editor.remove")}
                  </Button>
                </div>
                {selectedPart.kind === "rack" || selectedPart.kind === "rig" ? (
                  <>
                    <label>
                      {t("zeus.editor.attachment")}
                      <select value={attaching} onChange={(e) => setAttaching(e.currentTarget.value)} name="attachment">
                        <option value="">—</option>
                        {attachments.map((p) => (
                          <option key={p.productId} value={p.productId}>
                            {p.name} · {price(p.price)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button size="s" onClick={attach} disabled={!attaching}>
                      {t("zeus.editor.attach")}
                    </Button>
                    {mountedOnSelected.length > 0 ? (
                      <ul className="zeus-mounted">
                        {mountedOnSelected.map((a) => (
                          <li key={a.id}>
                            {itemName(a)}{" "}
                            <Button size="s" variant="ghost" onClick={() => remove(a.id)}>
                              {t("zeus.editor.remove")}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ) : null}
              </fieldset>
            ) : null}
            <div className="zeus-row">
              <Button
                size="s"
                variant="secondary"
                onClick={() => dispatch({ type: "undo" })}
                disabled={state.past.length === 0}
              >
                {t("zeus.editor.undo")}
              </Button>
              <Button
                size="s"
                variant="secondary"
                onClick={() => dispatch({ type: "redo" })}
                disabled={state.future.length === 0}
              >
                {t("zeus.editor.redo")}
              </Button>
            </div>
          </>
        ) : null}

        {check.problems.length > 0 || check.warnings.length > 0 ? (
          <section aria-labelledby="zeus-checks" className="zeus-checks">
            <h2 id="zeus-checks">{t("zeus.editor.checks")}</h2>
            <ul data-testid="zeus-problems">
              {check.problems.map((p, i) => (
                <li key={`p${i}`} className="zeus-checks__problem">
                  {problemText(p.code)} {nameOf(p.itemId)}
                </li>
              ))}
              {check.warnings.map((w, i) => (
                <li key={`w${i}`} className="zeus-checks__warning">
                  {t(`zeus.warning.${w.code}`)} {nameOf(w.itemId)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="zeus-bom" className="zeus-bom">
          <h2 id="zeus-bom">{t("zeus.editor.bom")}</h2>
          {bom.lines.length === 0 ? (
            <p>{t("zeus.editor.empty")}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("zeus.editor.product")}</th>
                  <th scope="col">{t("zeus.editor.qty")}</th>
                  <th scope="col">{t("zeus.editor.amount")}</th>
                </tr>
              </thead>
              <tbody>
                {bom.lines.map((l) => (
                  <tr key={l.productId}>
                    <td>{l.name}</td>
                    <td>{l.qty}</td>
                    <td>{price(l.rowMinor / 100)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="zeus-bom__total">
            {t("zeus.editor.total")} <strong data-testid="zeus-total">{price(bom.totalMinor / 100)}</strong>
          </p>
        </section>

        {!readOnly ? (
          <div className="zeus-save">
            <label>
              {t("zeus.editor.name")}
              <input value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} name="name" />
            </label>
            <Button onClick={save} disabled={busy}>
              {signedIn ? t("zeus.editor.save") : t("zeus.editor.saveDevice")}
            </Button>
            <div className="zeus-row">
              <Button onClick={buy} disabled={busy} data-testid="zeus-buy">
                {t("zeus.editor.buy")}
              </Button>
              {bought ? (
                <>
                  <Link className={buttonClass({ size: "s", variant: "secondary" })} to="/cart">
                    {t("zeus.editor.viewCart")}
                  </Link>
                  <Button size="s" variant="secondary" onClick={unbuy} disabled={busy}>
                    {t("zeus.editor.removeBuild")}
                  </Button>
                </>
              ) : null}
            </div>
            {!signedIn ? (
              <p>
                <Link to={`/login?redirect=${encodeURIComponent("/zeus-builder")}`}>{t("zeus.editor.signIn")}</Link>
              </p>
            ) : null}
            {project.projectId ? (
              <div className="zeus-row">
                <Button size="s" variant="secondary" onClick={share}>
                  {t("zeus.editor.share")}
                </Button>
                <Link
                  className={buttonClass({ size: "s", variant: "secondary" })}
                  to={`/account/custom-quoting?project=${project.projectId}`}
                >
                  {t("zeus.editor.quote")}
                </Link>
              </div>
            ) : null}
            {shareToken ? (
              <label>
                {t("zeus.editor.shareLink")}
                <input
                  readOnly
                  value={`/zeus-builder/project/shared?share=${shareToken}`}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="zeus-share-link"
                />
              </label>
            ) : null}
          </div>
        ) : (
          <p className="zeus-notice">{t("zeus.editor.readOnly")}</p>
        )}
      </div>
    </div>
  );
}

/** One room side in the shopper's unit: metres, or feet and inches (the plan keeps whole inches). */
function RoomLength({
  side,
  inches,
  unit,
  onCommit,
}: {
  side: "widthIn" | "depthIn" | "heightIn";
  inches: number;
  unit: Unit;
  onCommit: (field: HTMLInputElement) => void;
}) {
  const t = useT<ZeusKey>();
  const { ft, inches: rest } = toFeetInches(inches);
  const fields =
    unit === "m"
      ? [{ suffix: "m", value: toMetres(inches), word: t("zeus.unit.m"), whole: false }]
      : [
          { suffix: "ft", value: ft, word: t("zeus.unit.ft"), whole: true },
          { suffix: "in", value: rest, word: t("zeus.unit.in"), whole: false },
        ];
  return (
    <fieldset className="zeus-length" data-testid={`zeus-${side}`}>
      <legend>{t(`zeus.editor.${side}`)}</legend>
      {fields.map((f) => (
        <label key={f.suffix}>
          <input
            type="number"
            inputMode={f.whole ? "numeric" : "decimal"}
            step="any"
            min={0}
            defaultValue={f.value}
            onBlur={(e) => onCommit(e.currentTarget)}
            name={`${side}-${f.suffix}`}
          />
          {f.word}
        </label>
      ))}
    </fieldset>
  );
}
