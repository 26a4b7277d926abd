import { useT } from "../../../lib/i18n/messages.ts";
import type { ListsKey } from "../messages.ts";
import type { RegistryNumbers as Numbers } from "./registry-item.ts";

/** Wanted, purchased, still needed and priority of one registry item, as a small description list. */
export function RegistryNumbers({ numbers }: { numbers: Numbers }) {
  const t = useT<ListsKey>();
  return (
    <dl className="registry-numbers" data-testid="registry-numbers">
      <div>
        <dt>{t("lists.registry.wanted")}</dt>
        <dd data-testid="registry-wanted">{numbers.wanted}</dd>
      </div>
      <div>
        <dt>{t("lists.registry.purchased")}</dt>
        <dd data-testid="registry-purchased">{numbers.purchased}</dd>
      </div>
      <div>
        <dt>{t("lists.registry.remaining")}</dt>
        <dd data-testid="registry-remaining">{numbers.remaining}</dd>
      </div>
      <div>
        <dt>{t("lists.registry.priority")}</dt>
        <dd data-testid="registry-priority">
          <span className={`registry-priority registry-priority--${numbers.priority}`}>
            {t("lists.registry.priorityValue", { priority: numbers.priority })}
          </span>
        </dd>
      </div>
    </dl>
  );
}
