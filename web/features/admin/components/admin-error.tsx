import { isRouteErrorResponse, Link } from "react-router";
import { AdminApiError } from "../api/request";
import { errorMessage } from "../copy";
import { adminLink } from "./styles";

/** What a staff page shows when it could not load: plain words and a way on. */
export function AdminError({ error }: { error: unknown }) {
  const notFound =
    error === "not-found" ||
    (error instanceof AdminApiError && error.kind === "not-found") ||
    (isRouteErrorResponse(error) && error.status === 404);
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-6">
      <h1 className="text-2xl font-bold">{notFound ? "Not found" : "This page could not be loaded"}</h1>
      <p className="mt-3">
        {notFound
          ? "There is nothing at this address. If it was a lead, it may have been deleted."
          : errorMessage(error, "loading this page")}
      </p>
      <p className="mt-3 flex flex-wrap gap-4">
        {!notFound && (
          <a href="" className={adminLink}>
            Reload the page
          </a>
        )}
        <Link to="/admin" className={adminLink}>
          Go to the list of leads
        </Link>
      </p>
    </div>
  );
}
