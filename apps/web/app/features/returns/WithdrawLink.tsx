import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { ReturnsKey } from "./messages.ts";

/**
 * The "withdraw from contract here" entry (issue #21 item 7): a plain link to the confirmation
 * step, shown on the order page and on the return pages of the EU store while the flag is on.
 */
export function WithdrawLink({ orderId }: { orderId: string }) {
  const t = useT<ReturnsKey>();
  const { href } = useLocaleTools();
  return (
    <Link
      className={buttonClass({ variant: "secondary" }, "returns-withdraw-link")}
      to={href(`/rmaprocess/withdraw?orderId=${encodeURIComponent(orderId)}`)}
    >
      {t("returns.withdraw.button")}
    </Link>
  );
}
