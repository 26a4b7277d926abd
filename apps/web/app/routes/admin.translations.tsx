import { Form, Link, useSearchParams } from "react-router";
import { buttonClass, loadStaff } from "../features/admin/admin-api.ts";
import { listPath, Pager } from "../features/admin/Pager.tsx";
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

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<Missing>(listPath(request, "/translations/missing", ["language", "entity", "page"]));
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
      <table className="admin-table">
        <caption>Fields without a wording, by language (the storefront shows English there)</caption>
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col" className="num">
              Products
            </th>
            <th scope="col" className="num">
              Categories
            </th>
            <th scope="col" className="num">
              CMS pages
            </th>
            <th scope="col" className="num">
              CMS blocks
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {data.counts.map((c) => (
            <tr key={c.language}>
              <th scope="row">
                <Link to={`?language=${c.language}`}>
                  {LANGUAGE_NAMES[c.language] ?? c.language} ({c.language})
                </Link>
              </th>
              <td className="num">{c.product}</td>
              <td className="num">{c.category}</td>
              <td className="num">{c.page}</td>
              <td className="num">{c.block}</td>
              <td className="num">{c.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
        <button type="submit" className={buttonClass("s")}>
          Show
        </button>
      </Form>
      <table className="admin-table">
        <caption className="visually-hidden">What is missing in {LANGUAGE_NAMES[language] ?? language}</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Item</th>
            <th scope="col">Missing fields</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((i) => (
            <tr key={`${i.entity}:${i.id}`}>
              <td>{i.entity}</td>
              <td>
                <Link to={i.editor}>{i.label}</Link>
              </td>
              <td>{i.fields.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.items.length === 0 ? <p>Nothing missing here.</p> : null}
      <Pager page={data.page} limit={data.limit} total={data.total} noun="items" />
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
