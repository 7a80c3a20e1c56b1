import { Link } from "@/components/ui/site-link";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { card, textLink } from "@/components/ui/styles";
import { toolCaution, toolsIndex } from "@/content/tools-index";

export const meta = (context: MetaContext) => metaFor("tools", context);

export default function Tools() {
  return (
    <StaticPage page="tools">
      <ul className="grid gap-6 md:grid-cols-2">
        {toolsIndex.cards.map((c) => (
          <li key={c.href} className={card}>
            <h2 className="text-xl font-semibold">{c.title}</h2>
            <p className="mt-2 text-slate-700">{c.text}</p>
            <Link to={c.href} className={`mt-3 inline-block ${textLink}`}>
              {c.action}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{toolCaution}</p>
    </StaticPage>
  );
}
