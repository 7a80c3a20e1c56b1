import { getLeadBooking, type LeadBooking } from "../booking/api/calls";
import { getThread, type Thread } from "../conversation/api/conversation";
import { errorMessage } from "../shared/copy";
import { isUnauthorized, withSignIn } from "../shared/loaders";
import { getLead, type LeadDetail } from "./api/lead-detail";
import { filtersFromSearch, listLeads, type LeadFilters, type LeadList } from "./api/leads";

// The client loaders of the lead list and of one lead (with its texts and booked call).

export type LeadsData = {
  filters: LeadFilters;
  list: LeadList | null;
  /** Why the list could not be loaded; the filters stay on screen so nothing typed is lost. */
  error: string | null;
};

export async function leadsLoader({ request }: { request: Request }): Promise<LeadsData> {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  try {
    const list = await withSignIn(request, () => listLeads(filters));
    return { filters, list, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { filters, list: null, error: errorMessage(error, "loading the leads") };
  }
}

export type LeadData = {
  detail: LeadDetail;
  /** The lead's texts (issue 34); null when they could not be loaded, with the reason. */
  thread: Thread | null;
  threadError: string | null;
  /** The lead's booked call (issue 35); null when it has none or it could not be loaded (then the reason). */
  booking: LeadBooking | null;
  bookingError: string | null;
};

/**
 * A part of a page that opens without it: its value, or null and why it could not be loaded. Signed
 * out still fails the whole load (withSignIn sends to the sign-in page).
 */
function optionalExtra<T>(
  load: Promise<T>,
  action: string,
): Promise<{ value: T | null; error: string | null }> {
  return load.then(
    (value) => ({ value, error: null }),
    (error: unknown) => {
      if (isUnauthorized(error)) throw error;
      return { value: null, error: errorMessage(error, action) };
    },
  );
}

/** The lead with its texts and booked call, together; a lead whose extras fail to load still opens. */
export function leadLoader({
  request,
  params,
}: {
  request: Request;
  params: { form?: string; id?: string };
}): Promise<LeadData> {
  const form = params.form ?? "";
  const id = params.id ?? "";
  return withSignIn(request, async () => {
    const texts = optionalExtra(getThread(form, id), "loading the texts");
    const booked = optionalExtra(getLeadBooking(form, id), "loading the booked call");
    const [detail, loaded, call] = await Promise.all([getLead(form, id), texts, booked]);
    return {
      detail,
      thread: loaded.value,
      threadError: loaded.error,
      booking: call.value,
      bookingError: call.error,
    };
  });
}
