import { isRouteErrorResponse, Link } from "react-router";
import { AdminApiError } from "../api/request";
import { errorMessage } from "../copy";
import { adminLink } from "./styles";

type Failure = "not-found" | "forbidden" | "other";

function failureOf(error: unknown): Failure {
  if (
    error === "not-found" ||
    (error instanceof AdminApiError && error.kind === "not-found") ||
    (isRouteErrorResponse(error) && error.status === 404)
  )
    return "not-found";
  if (error instanceof AdminApiError && error.kind === "forbidden") return "forbidden";
  return "other";
}

const headings: Record<Failure, string> = {
  "not-found": "Not found",
  forbidden: "Not open to your account",
  other: "This page could not be loaded",
};

/** What a staff page shows when it could not load: plain words and a way on. */
export function AdminError({ error }: { error: unknown }) {
  const failure = failureOf(error);
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-6">
      <h1 className="text-2xl font-bold">{headings[failure]}</h1>
      <p className="mt-3">
        {failure === "not-found"
          ? "There is nothing at this address. If it was a lead, it may have been deleted."
          : errorMessage(error, "loading this page")}
      </p>
      <p className="mt-3 flex flex-wrap gap-4">
        {failure === "other" && (
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
