import { RETURN_CONDITIONS, SHOPPER_RETURN_REASONS } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import type { ReturnsKey } from "./messages.ts";
import { returnDate, returnMoney } from "./return-format.ts";
import { choiceParams, type ReturnChoice } from "./choice.ts";
import type { ReturnsOrderView } from "./returns.server.ts";

/**
 * Step 2 of /rmaprocess (issue #21): every line of the order with its quantity, reason, condition
 * and note; a line that cannot go back says why. The form GETs the confirm page, which prices the
 * choice on the server, so it works without JavaScript.
 */
export function SelectItemsForm({
  view,
  action,
  chosen,
}: {
  view: ReturnsOrderView;
  action: string;
  chosen: ReturnChoice | null;
}) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const policy = view.policy;
  const anyEligible = view.lines.some((l) => l.eligibility.eligible);
  const anyExchange = view.lines.some((l) => l.eligibility.eligible && l.exchangeFor.length > 0);
  const previous = (lineNo: number) => chosen?.lines.find((l) => l.lineNo === lineNo);
  return (
    <>
      {view.lines
        .filter((l) => l.eligibility.eligible)
        .map((l) => (
          // The photo upload of each line posts on its own (a form cannot sit inside the choice's form).
          <form key={l.lineNo} id={`line-${l.lineNo}-photo-form`} method="post" encType="multipart/form-data" hidden>
            <input type="hidden" name="orderId" value={view.orderId} />
            <input type="hidden" name="lineNo" value={String(l.lineNo)} />
            <input type="hidden" name="back" value={chosen ? choiceParams(chosen).toString() : ""} />
          </form>
        ))}
      <form method="get" action={action} className="returns-form" data-testid="returns-select">
        <input type="hidden" name="orderId" value={view.orderId} />
        {policy ? (
          <p className="returns-policy">
            {t("returns.select.policy", { days: policy.windowDays })}{" "}
            {policy.restockingFeePercent > 0
              ? t("returns.select.fees", { percent: policy.restockingFeePercent })
              : t("returns.select.feesLabelOnly")}
          </p>
        ) : null}
        <ul className="returns-lines">
          {view.lines.map((line) => {
            const e = line.eligibility;
            const id = `line-${line.lineNo}`;
            const before = previous(line.lineNo);
            return (
              <li key={line.lineNo} className="returns-line" data-testid={id} aria-labelledby={`${id}-name`}>
                <div className="returns-line__head">
                  <strong id={`${id}-name`}>{line.name}</strong>
                  <span>{t("returns.select.ordered", { qty: line.qty })}</span>
                  <span>{returnMoney(line.priceMinor, view.currency, locale)}</span>
                </div>
                {e.eligible ? (
                  <div className="returns-line__choice">
                    {e.deadline ? (
                      <p className="returns-line__meta">
                        {t("returns.select.deadline", { date: returnDate(e.deadline, locale) })}
                      </p>
                    ) : null}
                    {e.needsPickup ? <p className="returns-line__meta">{t("returns.select.pickup")}</p> : null}
                    <label htmlFor={`${id}-qty`}>{t("returns.select.qty")}</label>
                    <select id={`${id}-qty`} name={`qty-${line.lineNo}`} defaultValue={String(before?.qty ?? 0)}>
                      <option value="0">{t("returns.select.none")}</option>
                      {Array.from({ length: e.returnableQty }, (_, i) => (
                        <option key={i + 1} value={String(i + 1)}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${id}-reason`}>{t("returns.select.reason")}</label>
                    <select
                      id={`${id}-reason`}
                      name={`reason-${line.lineNo}`}
                      defaultValue={before?.reason ?? "changed_mind"}
                    >
                      {SHOPPER_RETURN_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {t(`returns.reason.${r}` as ReturnsKey)}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${id}-condition`}>{t("returns.select.condition")}</label>
                    <select
                      id={`${id}-condition`}
                      name={`condition-${line.lineNo}`}
                      defaultValue={before?.condition ?? "unopened"}
                    >
                      {RETURN_CONDITIONS.map((c) => (
                        <option key={c} value={c}>
                          {t(`returns.condition.${c}` as ReturnsKey)}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${id}-note`}>{t("returns.select.note")}</label>
                    <textarea
                      id={`${id}-note`}
                      name={`note-${line.lineNo}`}
                      maxLength={500}
                      rows={2}
                      defaultValue={before?.note ?? ""}
                    />
                    {line.exchangeFor.length ? (
                      <>
                        <label htmlFor={`${id}-exchange`}>{t("returns.select.exchangeFor")}</label>
                        <select
                          id={`${id}-exchange`}
                          name={`exchange-${line.lineNo}`}
                          defaultValue={before?.exchangeFor ? String(before.exchangeFor) : ""}
                        >
                          <option value="">{t("returns.select.exchangeChoose")}</option>
                          {line.exchangeFor.map((v) => (
                            <option key={v.productId} value={String(v.productId)}>
                              {v.label}
                            </option>
                          ))}
                        </select>
                      </>
                    ) : null}
                    {before?.photos?.length ? (
                      <>
                        <input type="hidden" name={`photos-${line.lineNo}`} value={before.photos.join(",")} />
                        <p className="returns-line__meta" data-testid={`${id}-photos`}>
                          {t("returns.photo.added", { count: before.photos.length })}
                        </p>
                      </>
                    ) : null}
                    {(before?.photos?.length ?? 0) < 4 ? (
                      <>
                        <label htmlFor={`${id}-photo`}>{t("returns.select.photos")}</label>
                        <input
                          id={`${id}-photo`}
                          type="file"
                          name="photos"
                          accept="image/jpeg,image/png"
                          form={`${id}-photo-form`}
                        />
                        <Button type="submit" variant="secondary" form={`${id}-photo-form`}>
                          {t("returns.select.photoUpload")}
                        </Button>
                      </>
                    ) : null}
                  </div>
                ) : (
                  <p className="returns-line__why" data-testid={`${id}-why`}>
                    {t(`returns.why.${e.why ?? "returns_closed"}` as ReturnsKey)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {anyEligible && policy ? (
          <fieldset className="returns-outcome">
            <legend>{t("returns.select.outcome")}</legend>
            <label>
              <input
                type="radio"
                name="outcome"
                value="refund"
                defaultChecked={chosen?.outcome !== "store_credit" && chosen?.outcome !== "exchange"}
              />{" "}
              {t("returns.outcome.refund")}
            </label>
            <label>
              <input
                type="radio"
                name="outcome"
                value="store_credit"
                defaultChecked={chosen?.outcome === "store_credit"}
              />{" "}
              {t("returns.outcome.store_credit", { percent: policy.storeCreditBonusPercent })}
            </label>
            {anyExchange ? (
              <label>
                <input type="radio" name="outcome" value="exchange" defaultChecked={chosen?.outcome === "exchange"} />{" "}
                {t("returns.outcome.exchange")}
              </label>
            ) : null}
          </fieldset>
        ) : null}
        {anyEligible ? (
          <Button type="submit" size="l">
            {t("returns.select.continue")}
          </Button>
        ) : (
          <p className="account-notice" role="status">
            {t("returns.select.nothingReturnable")}
          </p>
        )}
      </form>
    </>
  );
}
