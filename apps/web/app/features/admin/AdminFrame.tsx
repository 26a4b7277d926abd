import type { StaffMe } from "@ironworks/contracts";
import { NavLink, useNavigate } from "react-router";
import { staffApi } from "./admin-api.ts";
import { AdminButton } from "./AdminButton.tsx";

const LINKS: { to: string; label: string; permission: string }[] = [
  { to: "/admin", label: "Dashboard", permission: "dashboard.read" },
  { to: "/admin/orders", label: "Orders", permission: "orders.read" },
  { to: "/admin/products", label: "Products", permission: "catalog.read" },
  { to: "/admin/returns", label: "Returns", permission: "returns.read" },
  { to: "/admin/quotes", label: "Quotes", permission: "quotes.read" },
  { to: "/admin/audit", label: "Audit log", permission: "audit.read" },
  { to: "/admin/catalog/import", label: "CSV import/export", permission: "catalog.import" },
  // admin-ops
  { to: "/admin/customers", label: "Customers", permission: "customers.read" },
  { to: "/admin/giftcards", label: "Gift cards", permission: "giftcards.read" },
  { to: "/admin/stock", label: "Stock", permission: "catalog.read" },
  { to: "/admin/flags", label: "Flags", permission: "flags.read" },
  { to: "/admin/mail", label: "Mail", permission: "mail.read" },
  { to: "/admin/categories", label: "Categories", permission: "catalog.read" },
  { to: "/admin/redirects", label: "Redirects", permission: "catalog.read" },
  { to: "/admin/content", label: "Content", permission: "catalog.read" },
  { to: "/admin/translations", label: "Missing translations", permission: "catalog.read" },
  { to: "/admin/reviews", label: "Reviews", permission: "reviews.read" },
  { to: "/admin/index", label: "The Index", permission: "content.write" },
  { to: "/admin/jobs", label: "Jobs", permission: "jobs.read" },
  { to: "/admin/staff", label: "Staff", permission: "staff.manage" },
  { to: "/admin/forms", label: "Forms", permission: "forms.read" },
  { to: "/admin/gallery", label: "Gym gallery", permission: "content.write" },
  { to: "/admin/events", label: "Events", permission: "events.score" },
];

/** The console's frame: who is signed in, the sections their role may open, sign-out. */
export function AdminFrame({ me, children }: { me: StaffMe; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="admin">
      {/* The storefront's skip-link style (styles/all.css); the console has no storefront shell around it. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin__bar">
        <p className="admin__title">Ironworks back office</p>
        <nav aria-label="Back office">
          <ul className="admin__nav">
            {LINKS.filter((l) => me.permissions.includes(l.permission)).map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === "/admin"}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin__who">
          {me.email} <span className="admin__role">{me.role}</span>
        </p>
        <AdminButton
          size="s"
          variant="secondary"
          onClick={async () => {
            await staffApi.delete("/session");
            navigate("/admin/login");
          }}
        >
          Sign out
        </AdminButton>
      </header>
      <main id="main" className="admin__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
