import { Link } from "@/components/ui/site-link";
import { FigureList } from "@/components/sections/figure-list";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { ResultCards } from "@/components/sections/result-cards";
import { CallLink } from "@/components/ui/call-link";
import { BulletList } from "@/components/ui/lists";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { TitledSection } from "@/components/ui/titled-section";
import {
  SentLeadOffer,
  ThankYouReference,
  WithoutSentLead,
} from "@/features/intake/components/thank-you-reference";
import { LeadConversion } from "@/features/privacy/components/privacy-banner";
import { card, darkButton, secondaryButton, textLink } from "@/components/ui/styles";
import { firmFigures } from "@/content/figures";
import { allResults } from "@/content/result-lookups";
import { thankYou, thankYouLinks } from "@/content/thank-you";

export const meta = (context: MetaContext) => metaFor("thank-you", context);

// The conversion is reported only through an ad pixel the visitor accepted, never under GPC
// (LeadConversion; CIPA and CCPA), and once per page load.
export default function ThankYou() {
  const figures = firmFigures();
  // The first result of each of the first three categories.
  const victories = allResults.filter((r) => r.index === 0).slice(0, 3);
  return (
    <StaticPage page="thank-you">
      <LeadConversion />
      <ThankYouReference>
        <CallLink className={darkButton} />
        {/* With the request just sent known, the offer below books its call; without it, /book. */}
        <WithoutSentLead>
          <Link to="/book" className={`${secondaryButton} bg-white`}>
            {thankYouLinks.schedule}
          </Link>
        </WithoutSentLead>
      </ThankYouReference>
      <SentLeadOffer />
      <FigureList
        tone="tinted"
        className="mt-8"
        figures={[figures.casesWon, figures.recovered, figures.reviews]}
      />
      <TitledSection id="next-heading" heading={thankYou.nextHeading} className="mt-12">
        <NumberedSteps
          steps={thankYou.next}
          className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-4"
          itemClassName={card}
        />
      </TitledSection>
      <TitledSection id="victories-heading" heading={thankYou.victoriesHeading} className="mt-12">
        <ResultCards results={victories} headingLevel={3} className="mt-4 md:grid-cols-3" />
      </TitledSection>
      <TitledSection
        id="confidential-heading"
        heading={thankYou.confidentialityHeading}
        className="mt-12 rounded-xl bg-slate-50 p-6"
      >
        <BulletList
          items={thankYou.confidentiality}
          className="mt-3 list-disc space-y-2 pl-6 text-slate-800"
        />
        <p className="mt-3">
          <Link to="/privacy" className={textLink}>
            {thankYouLinks.privacy}
          </Link>
        </p>
      </TitledSection>
    </StaticPage>
  );
}
