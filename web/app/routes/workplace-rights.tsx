import { Link } from "@/components/ui/site-link";
import { FaqSection } from "@/components/sections/faq-section";
import { RightsCheck } from "@/components/sections/rights-check";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { card, textLink } from "@/components/ui/styles";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { chrome } from "@/content/chrome";
import { workplaceRightsFaqs } from "@/content/faqs";
import { workplaceRights, workplaceRightsLinks } from "@/content/workplace-rights";

export const meta = (context: MetaContext) => metaFor("workplace-rights", context);

export default function WorkplaceRights() {
  return (
    <StaticPage page="workplace-rights">
      <ul className="grid gap-6 md:grid-cols-2">
        {workplaceRights.cards.map((c) => (
          <li key={c.title} className={card}>
            <h2 className="text-xl font-semibold">{c.title}</h2>
            <p className="mt-2 text-slate-700">{c.text}</p>
            <Link to={c.href} className={`mt-3 inline-block ${textLink}`}>
              {workplaceRightsLinks.learnMore}
              <span className="sr-only">{chrome.learnMoreAbout(c.title.toLowerCase())}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-12">
        <RightsCheck />
      </div>
      <div className="mt-12">
        <FaqSection heading={workplaceRights.faqHeading} faqs={workplaceRightsFaqs} id="rights-faq-heading" />
      </div>
      <div className="mt-12 rounded-xl bg-blue-50 p-6">
        <p className="text-lg text-slate-800">{workplaceRightsLinks.closingText}</p>
        <div className="mt-4">
          <CaseReviewButton>{workplaceRightsLinks.closingButton}</CaseReviewButton>
        </div>
      </div>
    </StaticPage>
  );
}
