import { Link } from "@/components/ui/site-link";
import { notFoundPages, type NotFoundKind, type NotFoundPage } from "@/content/not-found";
import { pageMeta } from "@/lib/meta";

function notFoundPage(kind: NotFoundKind): NotFoundPage {
  const page = notFoundPages.find((p) => p.kind === kind);
  if (!page) throw new Error(`no not-found page of kind ${kind}`);
  return page;
}

export function notFoundMeta(kind: NotFoundKind) {
  const page = notFoundPage(kind);
  return pageMeta({ title: page.heading, description: page.message, noindex: true });
}

export function NotFound({ kind }: { kind: NotFoundKind }) {
  const page = notFoundPage(kind);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{page.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{page.message}</p>
      <Link
        to={page.link.href}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-blue-800 px-5 font-semibold text-white hover:bg-blue-900"
      >
        {page.link.label}
      </Link>
    </div>
  );
}
