import type { ProductComplete } from "@ironworks/contracts";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { Breadcrumbs, type BreadcrumbItem } from "../../ui/Breadcrumbs.tsx";
import { BundlePicker } from "./product/BundlePicker.tsx";
import { useFlag } from "../flags/FlagsProvider.tsx";
import { CompatibleAccessories } from "./product/CompatibleAccessories.tsx";
import { ConfigurablePicker } from "./product/ConfigurablePicker.tsx";
import { CustomOptionsFields } from "./product/CustomOptionsFields.tsx";
import { GiftcardFields } from "./product/GiftcardFields.tsx";
import { GroupedTable } from "./product/GroupedTable.tsx";
import { ProductDetails } from "./product/ProductDetails.tsx";
import { ProductGallery } from "./product/ProductGallery.tsx";
import { ProductPrice } from "./product/ProductPrice.tsx";
import { PurchaseBox } from "./product/PurchaseBox.tsx";
import { StockStatus } from "./product/StockStatus.tsx";
import { VirtualNotes } from "./product/VirtualNotes.tsx";
import { bestStockState, type ProductView, selectConfigValue } from "./product/product-view.ts";
import { usePurchase } from "./product/use-purchase.ts";
import { RecommendationSlot } from "../search/recommendations/RecommendationSlot.tsx";
import { similarRequest } from "../search/recommendations/recommendation-request.ts";
import { CompareButton } from "../compare/compare-button/CompareButton.tsx";
import type { CatalogKey } from "./messages.ts";

type Ref = ProductComplete["categories"][number];

/** Home, then the product's deepest category and its ancestors (ancestors are among its categories too). */
function productCrumbs(product: ProductComplete, home: string): BreadcrumbItem[] {
  const depth = (c: Ref) => c.url.split("/").filter(Boolean).length;
  const deepest = [...product.categories].sort((a, b) => depth(b) - depth(a))[0];
  const chain = deepest
    ? product.categories
        .filter((c) => deepest.url === c.url || deepest.url.startsWith(`${c.url}/`))
        .sort((a, b) => depth(a) - depth(b))
    : [];
  return [{ label: home, url: "/" }, ...chain.map((c) => ({ label: c.name, url: c.url })), { label: product.name }];
}

/**
 * A product page: gallery, price, stock, the purchase form its type needs, details, compatible
 * accessories and `reviews` (the route's reviews section, issue #23).
 */
export function ProductPage({
  product,
  compatibility,
  preselect,
  customerPricing,
  reviews,
}: ProductView & { reviews?: ReactNode }) {
  // SPEC §5: the compatibility section follows the live compat_enabled flag.
  const compatEnabled = useFlag("compat_enabled");
  const t = useT<CatalogKey>();
  const { form, evaluation, status, ready, busy, formRef, onSubmit, formError } = usePurchase(
    product,
    preselect,
    customerPricing,
  );
  const configurable = product.type === "configurable";
  const child = evaluation.child;
  const images = child?.gallery.length ? child.gallery : product.gallery;
  const a = product.attributes;

  const onSelect = (code: string, value: string) => {
    form.update((s) => ({ ...s, config: selectConfigValue(product, s.config, code, value) }));
    form.touch(`options.${code}`);
  };

  const showStock = product.type === "simple" || product.type === "bundle" || configurable;
  const stock = configurable && !child ? { view: bestStockState(product.children), maxQty: 0 } : evaluation.stock;

  return (
    <main id="main" className="product-page">
      <Breadcrumbs items={productCrumbs(product, t("catalog.home"))} />
      <div className="product-layout">
        <ProductGallery key={images[0]?.link ?? "none"} images={images} name={product.name} />
        <div className="product-info">
          {a.manufacturer ? <p className="product-brand">{a.manufacturer}</p> : null}
          <h1 className="product-title">{product.name}</h1>
          <p className="product-sku">
            {t("catalog.product.sku")} <span data-testid="product-sku">{child?.sku ?? product.sku}</span>
          </p>
          <ProductPrice product={product} selectedChild={child} line={evaluation.line} />
          {showStock && stock ? (
            <StockStatus
              view={stock.view}
              maxQty={stock.maxQty}
              inventory={configurable ? (child?.inventory ?? null) : product.inventory}
              productUrl={product.url}
              productId={configurable ? child?.productId : product.productId}
              parentId={configurable ? product.productId : null}
            />
          ) : null}
          {a.short_description ? <p className="product-short">{a.short_description}</p> : null}
          {product.type === "virtual" ? <VirtualNotes product={product} /> : null}
          <form
            ref={formRef}
            className="product-form"
            aria-label={t("catalog.product.form")}
            noValidate
            data-ready={ready ? "" : undefined}
            onSubmit={onSubmit}
          >
            {configurable ? (
              <ConfigurablePicker product={product} selection={form.state.config} onSelect={onSelect} form={form} />
            ) : null}
            {product.type === "bundle" ? <BundlePicker product={product} form={form} /> : null}
            {product.type === "grouped" ? <GroupedTable product={product} form={form} /> : null}
            {product.type === "giftcard" && product.giftcardData ? (
              <GiftcardFields data={product.giftcardData} form={form} />
            ) : null}
            <CustomOptionsFields options={product.customOptions} form={form} />
            <PurchaseBox
              target={child ?? product}
              showQuantity={product.type !== "grouped"}
              recipeId={preselect.recipeId}
              form={form}
              totalMinor={evaluation.totalMinor}
              ready={ready}
              busy={busy}
              status={status}
              formError={formError}
            />
          </form>
          <CompareButton sku={product.sku} name={product.name} />
        </div>
      </div>
      <ProductDetails product={product} />
      {reviews}
      {compatibility && compatEnabled ? (
        <CompatibleAccessories compatible={compatibility.compatible} incompatible={compatibility.incompatible} />
      ) : null}
      <RecommendationSlot
        title={t("catalog.product.similar")}
        request={similarRequest(product)}
        exclude={[product.productId]}
        testId="similar-products"
      />
    </main>
  );
}
