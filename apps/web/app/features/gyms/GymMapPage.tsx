import type { Gym, GymEquipment, GymSearchResponse, GymType } from "@ironworks/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link } from "react-router";
import Supercluster from "supercluster";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { GymForm } from "./gyms.server.ts";
import { fitView, MAP_HEIGHT, MAP_WIDTH, MAX_ZOOM, type MapView, project, unproject, viewBox } from "./map-geometry.ts";
import type { GymsKey } from "./messages.ts";

export interface GymMapData {
  form: GymForm;
  outline: string;
  result: GymSearchResponse | null;
  invalid: string[];
}

const RADII = [10, 25, 50, 100, 250, 500];
// The contract's lists, repeated here as the words' keys: the page ships no contract (zod) code.
const TYPE_KEY: Record<GymType, GymsKey> = {
  affiliate: "gyms.type.affiliate",
  strength: "gyms.type.strength",
  university: "gyms.type.university",
  military: "gyms.type.military",
  commercial: "gyms.type.commercial",
};
const EQUIPMENT_KEY: Record<GymEquipment, GymsKey> = {
  rigs: "gyms.equipment.rigs",
  barbells: "gyms.equipment.barbells",
  plates: "gyms.equipment.plates",
  racks: "gyms.equipment.racks",
  dumbbells: "gyms.equipment.dumbbells",
  kettlebells: "gyms.equipment.kettlebells",
  conditioning: "gyms.equipment.conditioning",
  strongman: "gyms.equipment.strongman",
};
const GYM_TYPES = Object.keys(TYPE_KEY) as GymType[];
const GYM_EQUIPMENT = Object.keys(EQUIPMENT_KEY) as GymEquipment[];
const INVALID_KEY: Record<string, GymsKey> = {
  q: "gyms.invalid.q",
  radius: "gyms.invalid.radius",
  type: "gyms.invalid.type",
  equipment: "gyms.invalid.equipment",
};

/**
 * /rogue-equipped-gyms (issue #24): the search form, the map (land outline from world-atlas,
 * pins clustered with supercluster, no tiles and no third-party request) and the same results as
 * a list — the list is the accessible view; every pin is a button too.
 */
export function GymMapPage({ data }: { data: GymMapData }) {
  const t = useT<GymsKey>();
  const { href } = useLocaleTools();
  const gyms = data.result?.gyms ?? [];
  const place = data.result?.place ?? null;
  const [selected, setSelected] = useState<number | null>(null);
  const [view, setView] = useState<MapView>(() => fitView(gyms));
  const cardRef = useRef<HTMLHeadingElement>(null);
  // A new search: a new fit, nothing selected.
  const searchKey = JSON.stringify(data.form);
  const seen = useRef(searchKey);
  useEffect(() => {
    if (seen.current === searchKey) return;
    seen.current = searchKey;
    setSelected(null);
    setView(fitView(gyms));
  }, [searchKey, gyms]);

  const chosen = gyms.find((g) => g.id === selected) ?? null;
  const select = (g: Gym, center: boolean) => {
    setSelected(g.id);
    if (center) {
      const [x, y] = project(g.lon, g.lat);
      // The closest zoom: past the clusters' last level every gym is its own pin.
      setView({ x, y, zoom: MAX_ZOOM });
    }
    requestAnimationFrame(() => cardRef.current?.focus());
  };

  return (
    <main id="main" className="gyms-page">
      <h1>{t("gyms.title")}</h1>
      <p className="gyms-page__intro">{t("gyms.intro")}</p>
      <p>
        <Link to={href("/forms/gym-application")}>{t("gyms.apply")}</Link>
      </p>
      <SearchForm form={data.form} invalid={data.invalid} />
      <p role="status" className="gyms-page__count" data-testid="gyms-count">
        {data.result
          ? place
            ? t("gyms.resultsNear", { count: gyms.length, km: place.radiusKm, place: place.label })
            : t("gyms.results", { count: gyms.length })
          : null}
      </p>
      <div className="gyms-layout">
        <GymMap
          gyms={gyms}
          outline={data.outline}
          view={view}
          setView={setView}
          selected={selected}
          onSelect={(g) => select(g, false)}
        />
        {chosen ? <GymCard gym={chosen} headingRef={cardRef} onClose={() => setSelected(null)} /> : null}
        <section className="gyms-list" aria-labelledby="gyms-list-title">
          <h2 id="gyms-list-title">{t("gyms.list.title")}</h2>
          <ol data-testid="gyms-list">
            {gyms.map((g) => (
              <li key={g.id} className={g.id === selected ? "gyms-list__item is-selected" : "gyms-list__item"}>
                <h3>{g.name}</h3>
                <p>
                  {t(TYPE_KEY[g.type])}
                  {g.distanceKm !== undefined ? ` · ${t("gyms.list.distance", { km: g.distanceKm })}` : null}
                </p>
                <p>{address(g)}</p>
                <button type="button" className="btn btn--secondary btn--s" onClick={() => select(g, true)}>
                  {t("gyms.list.showOnMap", { name: g.name })}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}

const address = (g: Gym) => [g.street, [g.postcode, g.city].join(" "), g.region, g.country].filter(Boolean).join(", ");

function SearchForm({ form, invalid }: { form: GymForm; invalid: string[] }) {
  const t = useT<GymsKey>();
  const problem = (field: string) =>
    invalid.includes(field) ? (
      <span className="field-error" id={`gyms-${field}-error`}>
        {t(INVALID_KEY[field] ?? "gyms.invalid.q")}
      </span>
    ) : null;
  const described = (field: string) => (invalid.includes(field) ? `gyms-${field}-error` : undefined);
  return (
    <Form method="get" className="gyms-search" role="search">
      <label className="gyms-search__field gyms-search__q">
        <span>{t("gyms.search.label")}</span>
        <input
          type="search"
          name="q"
          defaultValue={form.q}
          maxLength={100}
          aria-invalid={invalid.includes("q") || undefined}
          aria-describedby={described("q")}
        />
        {problem("q")}
      </label>
      <label className="gyms-search__field">
        <span>{t("gyms.search.radius")}</span>
        <select
          name="radius"
          defaultValue={form.radius || "50"}
          aria-invalid={invalid.includes("radius") || undefined}
          aria-describedby={described("radius")}
        >
          {RADII.map((km) => (
            <option key={km} value={km}>
              {t("gyms.search.radiusOption", { km })}
            </option>
          ))}
        </select>
        {problem("radius")}
      </label>
      <label className="gyms-search__field">
        <span>{t("gyms.search.type")}</span>
        <select name="type" defaultValue={form.type} aria-invalid={invalid.includes("type") || undefined}>
          <option value="">{t("gyms.search.anyType")}</option>
          {GYM_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_KEY[type])}
            </option>
          ))}
        </select>
        {problem("type")}
      </label>
      <fieldset className="gyms-search__equipment">
        <legend>{t("gyms.search.equipment")}</legend>
        {GYM_EQUIPMENT.map((e) => (
          <label key={e}>
            <input type="checkbox" name="equipment" value={e} defaultChecked={form.equipment.includes(e)} />
            <span>{t(EQUIPMENT_KEY[e])}</span>
          </label>
        ))}
        {problem("equipment")}
      </fieldset>
      <div className="gyms-search__actions">
        <button type="submit" className="btn btn--primary btn--m">
          {t("gyms.search.submit")}
        </button>
        <a href="?" className="gyms-search__clear">
          {t("gyms.search.clear")}
        </a>
      </div>
    </Form>
  );
}

type Point = {
  type: "Feature";
  properties: { id: number };
  geometry: { type: "Point"; coordinates: [number, number] };
};

function GymMap({
  gyms,
  outline,
  view,
  setView,
  selected,
  onSelect,
}: {
  gyms: Gym[];
  outline: string;
  view: MapView;
  setView: (update: MapView | ((v: MapView) => MapView)) => void;
  selected: number | null;
  onSelect: (g: Gym) => void;
}) {
  const t = useT<GymsKey>();
  const byId = useMemo(() => new Map(gyms.map((g) => [g.id, g])), [gyms]);
  const index = useMemo(() => {
    const points: Point[] = gyms.map((g) => ({
      type: "Feature",
      properties: { id: g.id },
      geometry: { type: "Point", coordinates: [g.lon, g.lat] },
    }));
    return new Supercluster<{ id: number }>({ radius: 40, maxZoom: MAX_ZOOM }).load(points);
  }, [gyms]);
  const box = viewBox(view);
  const [west, north] = unproject(box.x, box.y);
  const [east, south] = unproject(box.x + box.w, box.y + box.h);
  const clusters = index.getClusters([west, south, east, north], view.zoom + 1);
  // Pins keep their size on screen at every zoom.
  const unit = box.w / MAP_WIDTH;
  const drag = useRef<{ x: number; y: number; view: MapView; width: number } | null>(null);
  const zoomTo = (zoom: number) => setView((v) => ({ ...v, zoom: Math.max(0, Math.min(MAX_ZOOM, zoom)) }));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx * box.w, y: v.y + dy * box.h }));

  return (
    <section className="gyms-map" aria-label={t("gyms.map.label")}>
      <div className="gyms-map__controls">
        <button type="button" onClick={() => zoomTo(view.zoom + 1)} disabled={view.zoom >= MAX_ZOOM}>
          {t("gyms.map.zoomIn")}
        </button>
        <button type="button" onClick={() => zoomTo(view.zoom - 1)} disabled={view.zoom <= 0}>
          {t("gyms.map.zoomOut")}
        </button>
        <button type="button" onClick={() => setView(fitView(gyms))}>
          {t("gyms.map.reset")}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG map has no <fieldset>; the group names its pins. */}
      <svg
        className="gyms-map__svg"
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        preserveAspectRatio="xMidYMid meet"
        data-testid="gyms-map"
        data-zoom={view.zoom}
        role="group"
        aria-label={t("gyms.map.label")}
        onKeyDown={(e) => {
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-0.25, 0],
            ArrowRight: [0.25, 0],
            ArrowUp: [0, -0.25],
            ArrowDown: [0, 0.25],
          };
          const move = moves[e.key];
          if (move && e.target === e.currentTarget) {
            e.preventDefault();
            pan(move[0], move[1]);
          }
          if (e.key === "+" || e.key === "=") zoomTo(view.zoom + 1);
          if (e.key === "-") zoomTo(view.zoom - 1);
        }}
        onPointerDown={(e) => {
          if (e.target !== e.currentTarget && (e.target as Element).closest("[data-pin]")) return;
          drag.current = { x: e.clientX, y: e.clientY, view, width: e.currentTarget.clientWidth || 1 };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          const scale = viewBox(d.view).w / d.width;
          setView({ ...d.view, x: d.view.x - (e.clientX - d.x) * scale, y: d.view.y - (e.clientY - d.y) * scale });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerLeave={() => {
          drag.current = null;
        }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys once focused.
        tabIndex={0}
      >
        <rect x={0} y={0} width={MAP_WIDTH} height={MAP_HEIGHT} className="gyms-map__sea" />
        <path d={outline} className="gyms-map__land" />
        {clusters.map((c) => {
          const [lon, lat] = c.geometry.coordinates as [number, number];
          const [x, y] = project(lon, lat);
          const props = c.properties as { cluster?: boolean; point_count?: number; id?: number; cluster_id?: number };
          if (props.cluster && props.cluster_id !== undefined) {
            const count = props.point_count ?? 0;
            const open = () => {
              const zoom = Math.min(
                MAX_ZOOM,
                Math.max(view.zoom + 1, index.getClusterExpansionZoom(props.cluster_id as number) - 1),
              );
              setView({ x, y, zoom });
            };
            return (
              // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; Enter and Space work as on one.
              <g
                key={`c${props.cluster_id}`}
                data-pin=""
                className="gyms-map__cluster"
                role="button"
                tabIndex={0}
                aria-label={t("gyms.map.cluster", { count })}
                onClick={open}
                onKeyDown={(e) => {
                  if (e.key === "Enter" || e.key === " ") {
                    e.preventDefault();
                    open();
                  }
                }}
              >
                <circle cx={x} cy={y} r={(13 + Math.min(10, Math.log2(count) * 2)) * unit} />
                <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={12 * unit}>
                  {count}
                </text>
              </g>
            );
          }
          const gym = props.id !== undefined ? byId.get(props.id) : undefined;
          if (!gym) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; Enter and Space work as on one.
            <g
              key={`g${gym.id}`}
              data-pin=""
              className={gym.id === selected ? "gyms-map__pin is-selected" : "gyms-map__pin"}
              role="button"
              tabIndex={0}
              aria-label={t("gyms.map.pin", { name: gym.name, city: gym.city })}
              aria-pressed={gym.id === selected}
              onClick={() => onSelect(gym)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onSelect(gym);
                }
              }}
            >
              <circle cx={x} cy={y} r={9 * unit} />
            </g>
          );
        })}
      </svg>
    </section>
  );
}

function GymCard({
  gym,
  headingRef,
  onClose,
}: {
  gym: Gym;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const t = useT<GymsKey>();
  return (
    <section className="gyms-card" aria-labelledby="gyms-card-title" data-testid="gyms-card">
      <h2 id="gyms-card-title" ref={headingRef} tabIndex={-1}>
        {gym.name}
      </h2>
      {gym.photo ? <img src={gym.photo} alt="" width={320} height={180} className="gyms-card__photo" /> : null}
      <p>{t(TYPE_KEY[gym.type])}</p>
      <p>{address(gym)}</p>
      <h3>{t("gyms.card.hours")}</h3>
      <p>{gym.hours}</p>
      <h3>{t("gyms.card.equipment")}</h3>
      <ul className="gyms-card__equipment">
        {gym.equipment.map((e) => (
          <li key={e}>{t(EQUIPMENT_KEY[e])}</li>
        ))}
      </ul>
      {gym.website ? (
        <p>
          <a href={gym.website} rel="noopener">
            {t("gyms.card.website")}
          </a>
        </p>
      ) : null}
      <button type="button" className="btn btn--secondary btn--s" onClick={onClose}>
        {t("gyms.card.close")}
      </button>
    </section>
  );
}
