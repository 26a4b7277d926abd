import type { StaffCsvReport as CsvReport } from "@ironworks/contracts";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { STAFF_API, staffApi } from "../features/admin/admin-api.ts";
import type { Route } from "./+types/admin.import";

/** The import's body bound on the server (CSV_IMPORT_MAX_BYTES); checked here too so nobody waits for an upload to be refused. */
const MAX_BYTES = 20 * 1024 * 1024;

/** The report tables' head: where each row is (line, SKU, field), then the table's own columns. */
function ReportHead({ more }: { more: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="num">
          Line
        </th>
        <th scope="col">SKU</th>
        <th scope="col">Field</th>
        {more.map((m) => (
          <th key={m} scope="col">
            {m}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const show = (v: string | number | null) => (v === null || v === "" ? "—" : String(v));

/**
 * CSV import and export of the catalog (issue #17, ADR 0037 addendum): export, edit in a
 * spreadsheet, choose the file, check it (dry run: every problem by line, field and reason, every
 * change with before and after), then apply — all of it or nothing.
 */
export default function AdminImport(_: Route.ComponentProps) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CsvReport | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  // After each answer (once it is on screen), focus moves to the report: keyboard and screen reader users land on it.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered) reportHeading.current?.focus();
  }, [answered]);

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    setReport(null);
    setMessage(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setMessage({ ok: false, text: `${file.name} is larger than 20 MB: split it into smaller files.` });
      return;
    }
    setCsv({ name: file.name, text: await file.text() });
  }

  async function send(path: "/catalog/import/dry-run" | "/catalog/import") {
    if (!csv) return;
    setBusy(true);
    setMessage(null);
    const result = await staffApi.post<CsvReport>(path, { csv: csv.text });
    setBusy(false);
    if (result.ok) {
      setReport(result.data);
      if (result.data.applied)
        setMessage({
          ok: true,
          text: `Imported: ${result.data.changed} product(s) changed, each in the audit log.${
            result.data.backInStockAlerts ? ` ${result.data.backInStockAlerts} back-in-stock alert(s) mailed.` : ""
          }`,
        });
    } else {
      const details = result.error.details as { report?: CsvReport } | undefined;
      if (details?.report) setReport(details.report);
      setMessage({ ok: false, text: result.error.message });
    }
    setAnswered((n) => n + 1);
  }

  const canApply = Boolean(csv && report?.ok && !report.applied && report.changed > 0);
  return (
    <>
      <h1>Products: CSV import and export</h1>
      <section aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <p>
          <a href={`${STAFF_API}/catalog/export`} download>
            Download every product as CSV
          </a>{" "}
          — SKU, type, name and short description in each language, prices per store, stock. Edit it and import it back:
          only the cells you change are changed.
        </p>
      </section>
      <section aria-labelledby="import-title">
        <h2 id="import-title">Import</h2>
        <form
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void send("/catalog/import/dry-run");
          }}
        >
          <label htmlFor="csv-file">
            CSV file (from the export; only the sku column is required)
            <input id="csv-file" type="file" accept=".csv,text/csv" onChange={choose} />
          </label>
          <div>
            <AdminButton type="submit" disabled={!csv || busy}>
              Check the file (dry run)
            </AdminButton>{" "}
            <AdminButton
              variant="secondary"
              disabled={!canApply || busy}
              onClick={() => void send("/catalog/import")}
              aria-describedby="apply-note"
            >
              Apply {report?.ok && !report.applied ? report.changed : ""} change(s)
            </AdminButton>
          </div>
          <p id="apply-note">Applying checks the file again and changes every product in it, or none.</p>
        </form>
      </section>
      <div role="status" aria-live="polite">
        {busy ? <p>Working…</p> : null}
        {message ? <p className={message.ok ? "admin-ok" : "admin-alert"}>{message.text}</p> : null}
      </div>
      {report ? (
        <section aria-labelledby="report-title">
          <h2 id="report-title" ref={reportHeading} tabIndex={-1}>
            {report.applied ? "Imported" : report.ok ? "Dry run: ready to apply" : "Dry run: problems found"}
          </h2>
          <p>
            {report.rows} row(s): {report.changed} to change, {report.unchanged} unchanged
            {report.errorCount
              ? `, ${report.errorCount} problem(s) — nothing will be applied until they are fixed`
              : ""}
            .
          </p>
          {report.errors.length ? (
            <table className="admin-table">
              <caption>
                Problems{report.errorCount > report.errors.length ? ` (first ${report.errors.length})` : ""}
              </caption>
              <ReportHead more={["Reason"]} />
              <tbody>
                {report.errors.map((e, i) => (
                  <tr key={`${e.line}-${e.field}-${i}`}>
                    <td className="num">{e.line}</td>
                    <td>{e.sku ?? "—"}</td>
                    <td>{e.field}</td>
                    <td>{e.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {report.changes.length ? (
            <table className="admin-table">
              <caption>
                Changes{report.changed > report.changes.length ? ` (first ${report.changes.length})` : ""}; amounts in
                cents
              </caption>
              <ReportHead more={["Before", "After"]} />
              <tbody>
                {report.changes.flatMap((c) =>
                  Object.entries(c.fields).map(([field, v]) => (
                    <tr key={`${c.line}-${field}`}>
                      <td className="num">{c.line}</td>
                      <td>{c.sku}</td>
                      <td>{field}</td>
                      <td>{show(v.before)}</td>
                      <td>{show(v.after)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          ) : null}
          {report.applied ? (
            <p>
              <Link to="/admin/audit?action=product.import">See the entries in the audit log</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
