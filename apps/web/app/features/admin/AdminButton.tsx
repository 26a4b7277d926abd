import type { ButtonHTMLAttributes, Ref } from "react";
import { buttonClass } from "./admin-api.ts";

/** ui/Button.tsx's look for the console (see admin-api.ts for why the console does not import it). */
export function AdminButton({
  size = "m",
  variant = "primary",
  type = "button",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  size?: "s" | "m";
  variant?: "primary" | "secondary";
  ref?: Ref<HTMLButtonElement>;
}) {
  return <button type={type} className={buttonClass(size, variant)} {...rest} />;
}
