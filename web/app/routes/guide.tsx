import { splatOf } from "@/lib/splat";
import { Link } from "react-router";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findGuide } from "@/content/guides";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/guide";

export function meta({ params }: Route.MetaArgs) {
  const guide = findGuide(splatOf(params));
  return guide
    ? pageMeta({
        title: guide.title,
        description: `${guide.summary} A plain-language guide for California workers.`,
      })
    : notFoundMeta("guide");
}

export default function Guide({ params }: Route.ComponentProps) {
  const guide = findGuide(splatOf(params));
  if (!guide) return <NotFound kind="guide" />;
  return (
    <>
      <PageHeader heading={guide.title} intro={guide.summary} />
      <p className="mx-auto max-w-5xl px-4 pb-12">
        <Link to={guide.back.href} className="font-semibold text-blue-800 underline underline-offset-2">
          {guide.back.label}
        </Link>
      </p>
    </>
  );
}
