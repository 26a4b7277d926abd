import { Form, Link, useSearchParams } from "react-router";
import { loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.translations";

interface Missing {
  counts: { language: string; product: number; category: number; page: number; block: number; total: number }[];
  items: { entity: string; id: string; label: string; language: string; fields: string[]; editor: string }[];
  page: number;
  limit: number;
  total: number;
  logged: { total: number; recent: { entity: string; id: string; locale: string; field: string }[] };
}

const LANGUAGE_NAMES: Record<string, string> = { de: "German", fr: "French", es: "Spanish", nl: "Dutch" };
const ENTITIES = [
  { value: "", label: "Everything" },
  { value: "product", label: "Products" },
  { value: "category", label: "Categories" },
  { value: "page", label: "CMS pages" },
  { value: "block", label: "CMS blocks" },
];

type Count = Missing["counts"][number];
type Item = Missing["items"][number];
const count = (id: keyof Count, header: string): AdminColumn<Count> => ({
  id,
  header,
  numeric: true,
  sort: (c) => c[id],
  cell: (c) => c[id],
});
const COUNT_COLUMNS: AdminColumn<Count>[] = [
  {
    id: "language",
    header: "Language",
    cell: (c) => (
      <Link to={`?language=${c.language}`}>
        {LANGUAGE_NAMES[c.language] ?? c.language} ({c.language})
      </Link>
    ),
  },
  count("product", "Products"),
  count("category", "Categories"),
  count("page", "CMS pages"),
  count("block", "CMS blocks"),
  count("total", "Total"),
];
const ITEM_COLUMNS: AdminColumn<Item>[] = [
  { id: "entity", header: "Kind", cell: (i) => i.entity },
  { id: "label", header: "Item", cell: (i) => <Link to={i.editor}>{i.label}</Link> },
  { id: "fields", header: "Missing fields", cell: (i) => i.fields.join(", ") },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<Missing>(listPath(request, "/translations/missing", ["language", "entity"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Issue #15 item 3: what is still English in each language, with counts and a link to each editor. */
export default function AdminTranslations({ loaderData: data }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const language = params.get("language") ?? "de";
  return (
    <>
      <h1>Missing translations</h1>
      <AdminTable
        caption="Fields without a wording, by language (the storefront shows English there)"
        showCaption
        columns={COUNT_COLUMNS}
        rows={data.counts}
        rowId={(c) => c.language}
        rowHref={(c) => `?language=${c.language}`}
        empty="Every language is complete."
      />
      <Form method="get" className="admin-filters" aria-label="Filter missing translations">
        <label>
          Language
          <select name="language" defaultValue={language}>
            {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select name="entity" defaultValue={params.get("entity") ?? ""}>
            {ENTITIES.map((e) => (
              <option key={e.value} value={e.value}>
                {e.label}
              </option>
            ))}
          </select>
        </label>
        <FilterButton />
      </Form>
      <AdminTable
        caption={`What is missing in ${LANGUAGE_NAMES[language] ?? language}`}
        columns={ITEM_COLUMNS}
        rows={data.items}
        rowId={(i) => `${i.entity}:${i.id}`}
        rowLabel={(i) => i.label}
        rowHref={(i) => i.editor}
        paging={{ page: data.page, limit: data.limit, total: data.total, noun: "items" }}
        empty="Nothing missing here."
      />
      <section aria-labelledby="logged-title">
        <h2 id="logged-title">Shown in English since this server started</h2>
        <p>
          {data.logged.total} fallbacks logged by this server process (each entity, language and field once). The latest
          in this language:
        </p>
        {data.logged.recent.length ? (
          <ul>
            {data.logged.recent.map((e) => (
              <li key={`${e.entity}:${e.id}:${e.locale}:${e.field}`}>
                {e.entity} {e.id}: {e.field} ({e.locale})
              </li>
            ))}
          </ul>
        ) : (
          <p>None yet.</p>
        )}
      </section>
    </>
  );
}
