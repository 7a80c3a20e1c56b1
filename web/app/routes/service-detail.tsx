import { splatParam } from "@/lib/use-pathname";
import { Link } from "react-router";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findService, services } from "@/content/services";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/service-detail";

export function meta({ params }: Route.MetaArgs) {
  const service = findService(splatParam(params));
  return service ? pageMeta({ title: service.title, description: service.summary }) : notFoundMeta("service");
}

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = findService(splatParam(params));
  if (!service) return <NotFound kind="service" />;
  return (
    <>
      <PageHeader heading={service.title} intro={service.summary} />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <h2 className="text-xl font-semibold">Other ways we help</h2>
        <ul className="mt-3 space-y-2">
          {services
            .filter((s) => s.id !== service.id)
            .map((s) => (
              <li key={s.id}>
                <Link to={`/services/${s.id}`} className="text-blue-800 underline underline-offset-2">
                  {s.title}
                </Link>
              </li>
            ))}
        </ul>
        <p className="mt-8">
          <Link to="/services" className="font-semibold text-blue-800 underline underline-offset-2">
            Back to Services
          </Link>
        </p>
      </div>
    </>
  );
}
