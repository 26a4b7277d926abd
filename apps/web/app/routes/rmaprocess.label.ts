import { data } from "react-router";
import { serviceRefusal } from "../features/account/account-extras.server.ts";
import { PRIVATE, requireReturnsSite } from "../features/returns/returns.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/rmaprocess.label";

/**
 * /rmaprocess/label/{rmaNumber}/{dateIssued} (issue #21 item 4): the return label as a PDF, in the
 * page's language, for whoever may read the order; a wrong date, someone else's or an unknown
 * number is a 404. A resource route: no page, the file.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireReturnsSite(request, context);
  const { rmaNumber, dateIssued } = params;
  if (rmaNumber.length > 32 || !/^\d{4}-\d{2}-\d{2}$/.test(dateIssued)) throw data(null, { status: 404 });
  const s = await context.session.find();
  const buyer = s
    ? { customerId: s.customerId, sessionId: s.sessionId, groupId: s.groupId, email: s.email }
    : { customerId: null, sessionId: null, groupId: 0, email: null };
  try {
    const { filename, pdf } = await context.services.returns.label(
      buyer,
      rmaNumber,
      dateIssued,
      localeFromRequest(request).locale.tag,
    );
    return new Response(pdf, {
      headers: {
        ...PRIVATE,
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
      },
    });
  } catch (err) {
    if (serviceRefusal(err)?.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}
