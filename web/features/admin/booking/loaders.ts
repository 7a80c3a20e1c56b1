import { errorMessage } from "../shared/copy";
import { withSignIn } from "../shared/loaders";
import { callViewFromSearch, listCalls, type Call, type CallView } from "./api/calls";

// The client loader of the calls page.

export type CallsData = {
  /** The view from the page's URL: the day's calls for everyone, or your own from today on. */
  view: CallView;
  calls: Call[] | null;
  /** Why the calls could not be loaded; the view links stay on screen to try again. */
  error: string | null;
};

export async function callsLoader({ request }: { request: Request }): Promise<CallsData> {
  const view = callViewFromSearch(new URL(request.url).searchParams);
  try {
    const calls = await withSignIn(request, () => listCalls(view));
    return { view, calls, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { view, calls: null, error: errorMessage(error, "loading the calls") };
  }
}
