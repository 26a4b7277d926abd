import type { Locale } from "@ironworks/domain";
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { mailWords } from "../mail/index.ts";

/** What the label shows of a return. */
export interface LabelFacts {
  rmaNumber: string;
  orderId: string;
  dateIssued: string;
  needsPickup: boolean;
  lines: { qty: number; name: string; sku: string }[];
}

/**
 * The return label as a PDF (issue #21 item 4): the RMA number as a scannable Code 128 barcode
 * (bwip-js, as on the printable page, here as a PNG), the order and issue date, the items and the
 * packing instructions, in the shopper's language (the server's catalog, services/mail/messages).
 * pdfkit (ADR 0041 addendum): its standard Helvetica covers the Latin-1 of the store's languages.
 */
export async function returnLabelPdf(facts: LabelFacts, locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  const { t } = mailWords(locale);
  const barcode = await bwipjs.toBuffer({
    bcid: "code128",
    text: facts.rmaNumber,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: "center",
  });
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: t("mail.label.title", { rma: facts.rmaNumber }), Author: "Ironworks" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => {
      const all = Buffer.concat(chunks);
      const out = new Uint8Array(new ArrayBuffer(all.length));
      out.set(all);
      resolve(out);
    });
    doc.on("error", reject);
  });
  const day = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${facts.dateIssued}T12:00:00Z`),
  );
  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(t("mail.label.title", { rma: facts.rmaNumber }));
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(11)
    .text(t("mail.label.order", { order: facts.orderId, date: day }));
  doc.moveDown(1).image(barcode, { fit: [360, 120], align: "center" });
  doc.moveDown(1).font("Helvetica-Bold").fontSize(13).text(t("mail.label.items"));
  doc.font("Helvetica").fontSize(11);
  for (const l of facts.lines) doc.text(t("mail.label.line", { qty: l.qty, name: l.name, sku: l.sku }));
  doc.moveDown(1).font("Helvetica-Bold").fontSize(13).text(t("mail.label.howTo"));
  doc.font("Helvetica").fontSize(11);
  const steps = facts.needsPickup
    ? [t("mail.label.pickup")]
    : [t("mail.label.step1"), t("mail.label.step2"), t("mail.label.step3")];
  steps.forEach((s, i) => {
    doc.text(`${i + 1}. ${s}`);
  });
  doc.end();
  return done;
}
