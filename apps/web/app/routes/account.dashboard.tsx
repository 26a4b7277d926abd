import { Link } from "react-router";
import { listedAccountPages } from "../features/account/account-pages.ts";
import { ShipToCountry } from "../features/account/address/ShipToCountry.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import { useLocaleTools } from "../lib/locale.ts";

export function meta() {
  return [{ title: "My Account | Ironworks" }];
}

/** SPEC §2 account dashboard: who is signed in and the way to every part of the account. */
export default function AccountDashboard() {
  const { customer, site } = useAccountData();
  const { href } = useLocaleTools();
  return (
    <main id="main" className="account-main">
      <h1>My Account</h1>
      <section className="account-card" aria-labelledby="dashboard-contact">
        <h2 id="dashboard-contact">Contact information</h2>
        <p className="account-dashboard__name">
          {customer.firstname} {customer.lastname}
        </p>
        <p className="account-dashboard__email">{customer.email}</p>
        <ShipToCountry />
        <p>
          <Link to={href("/account/about-me")}>Edit name</Link> ·{" "}
          <Link to={href("/account/settings")}>Change email or password</Link>
        </p>
      </section>
      <nav className="account-card" aria-labelledby="dashboard-links">
        <h2 id="dashboard-links">Your account</h2>
        <ul className="account-dashboard__links">
          {listedAccountPages(site).map((p) => (
            <li key={p.path}>
              <Link to={href(p.path)}>{p.title}</Link>
              <span className="account-dashboard__hint">{p.description}</span>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
