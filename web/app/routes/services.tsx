import { Link } from "react-router";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { services } from "@/content/services";

export const meta = () => metaFor("services");

export default function Services() {
  return (
    <StaticPage page="services">
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-xl font-semibold">
              <Link to={`/services/${s.id}`} className="text-blue-900 underline underline-offset-2">
                {s.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{s.summary}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
