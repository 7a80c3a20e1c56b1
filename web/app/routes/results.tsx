import { Link } from "react-router";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { caseCategories } from "@/content/results";

export const meta = () => metaFor("results");

export default function Results() {
  return (
    <StaticPage page="results">
      <ul className="grid gap-6 md:grid-cols-2">
        {caseCategories.map((c) => (
          <li key={c.slug} className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-xl font-semibold">
              <Link to={`/results/${c.slug}`} className="text-blue-900 underline underline-offset-2">
                {c.title}
              </Link>
            </h2>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
