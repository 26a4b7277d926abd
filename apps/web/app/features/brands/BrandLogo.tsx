import type { Brand } from "@ironworks/contracts";

/** A brand's logo: its SVG document as an image (decorative beside the brand's name). */
export function BrandLogo({ brand, size }: { brand: Brand; size: number }) {
  return (
    <img
      className="brand-logo"
      src={`data:image/svg+xml,${encodeURIComponent(brand.logo)}`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
