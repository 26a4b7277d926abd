import { PRIORITY_LABEL, type RegistryNumbers as Numbers } from "./registry-item.ts";

/** Wanted, purchased, still needed and priority of one registry item, as a small description list. */
export function RegistryNumbers({ numbers }: { numbers: Numbers }) {
  return (
    <dl className="registry-numbers" data-testid="registry-numbers">
      <div>
        <dt>Wanted</dt>
        <dd data-testid="registry-wanted">{numbers.wanted}</dd>
      </div>
      <div>
        <dt>Purchased</dt>
        <dd data-testid="registry-purchased">{numbers.purchased}</dd>
      </div>
      <div>
        <dt>Still needed</dt>
        <dd data-testid="registry-remaining">{numbers.remaining}</dd>
      </div>
      <div>
        <dt>Priority</dt>
        <dd data-testid="registry-priority">
          <span className={`registry-priority registry-priority--${numbers.priority}`}>
            {PRIORITY_LABEL[numbers.priority]}
          </span>
        </dd>
      </div>
    </dl>
  );
}
