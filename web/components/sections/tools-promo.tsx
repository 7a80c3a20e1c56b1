import { Link } from "@/components/ui/site-link";
import { secondaryButton } from "@/components/ui/styles";
import { toolsIndex } from "@/content/tools-index";

/** The pointer to the worker tools on the home page, the service pages and the wage articles. */
export function ToolsPromo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { promo } = toolsIndex;
  return (
    <section className="my-8 rounded-lg border border-blue-200 bg-blue-50 p-6" aria-label={promo.heading}>
      <Heading className="text-xl font-bold text-slate-900">{promo.heading}</Heading>
      <p className="mt-2 text-slate-800">{promo.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/tools/deadlines" className={secondaryButton}>
          {promo.deadlines}
        </Link>
        <Link to="/tools/wage-calculator" className={secondaryButton}>
          {promo.wages}
        </Link>
      </div>
    </section>
  );
}
