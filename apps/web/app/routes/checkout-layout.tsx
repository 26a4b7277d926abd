import { Outlet } from "react-router";

/** Checkout pages share the reduced header (the shell reads the path). */
export default function CheckoutLayout() {
  return <Outlet />;
}
