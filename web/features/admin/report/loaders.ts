import { errorMessage } from "../shared/copy";
import { withSignIn } from "../shared/loaders";
import { getReport, weeksFromSearch, type Report } from "./api/report";

// The client loader of the report page.

export type ReportData = {
  /** The period in weeks, from the page's URL. */
  weeks: number;
  report: Report | null;
  /** Why the report could not be loaded; the period links stay on screen to try another. */
  error: string | null;
};

export async function reportLoader({ request }: { request: Request }): Promise<ReportData> {
  const weeks = weeksFromSearch(new URL(request.url).searchParams);
  try {
    const report = await withSignIn(request, () => getReport(weeks));
    return { weeks, report, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { weeks, report: null, error: errorMessage(error, "loading the report") };
  }
}
