import type { ButtonHTMLAttributes } from "react";

/** SPEC §5: button sizes s, m, l and widths normal, full, half, fixed. */
export type ButtonSize = "s" | "m" | "l";
export type ButtonWidth = "normal" | "full" | "half" | "fixed";
export type ButtonVariant = "primary" | "secondary" | "ghost";

export interface ButtonStyle {
  size?: ButtonSize;
  width?: ButtonWidth;
  variant?: ButtonVariant;
}

/** The class list for a button look, so links can share it (`<Link className={buttonClass()}>`). */
export function buttonClass({ size = "m", width = "normal", variant = "primary" }: ButtonStyle = {}, extra?: string) {
  const classes = ["btn", `btn--${variant}`, `btn--${size}`];
  if (width !== "normal") classes.push(`btn--${width}`);
  if (extra) classes.push(extra);
  return classes.join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {}

/** A button; defaults to type="button" so it never submits a form by accident. */
export function Button({ size, width, variant, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ size, width, variant }, className)} {...rest} />;
}
