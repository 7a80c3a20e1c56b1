import { splatParam } from "@/lib/use-pathname";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { ServicePage } from "@/components/sections/service-page";
import { findService } from "@/content/service-lookups";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/service-detail";

export function meta({ params }: Route.MetaArgs) {
  const service = findService(splatParam(params));
  return service
    ? pageMeta({
        title: service.title,
        description: service.summary,
        path: `/services/${service.id}`,
        preview: "service",
      })
    : notFoundMeta("service");
}

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = findService(splatParam(params));
  if (!service) return <NotFound kind="service" />;
  return <ServicePage service={service} />;
}
