import bwipjs from "bwip-js/node";

/**
 * The RMA number as a Code 128 barcode (issue #21 item 4), an SVG a carrier's or the warehouse's
 * scanner reads from the printed slip. bwip-js (ADR 0041): the maintained port of BWIPP.
 */
export function code128Svg(text: string): string {
  return bwipjs.toSVG({ bcid: "code128", text, scale: 3, height: 12, includetext: true, textxalign: "center" });
}
