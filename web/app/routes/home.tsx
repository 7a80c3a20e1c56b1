import { legalServiceJsonLd } from "@/lib/structured-data";
import { site } from "@/lib/site-config";
import { metaFor, type MetaContext } from "@/components/ui/static-page";
import { HomePage } from "@/components/sections/home-page";

export const meta = (context: MetaContext) =>
  metaFor("home", context, {
    location: { city: site.address.city, state: site.address.state },
    jsonLd: [legalServiceJsonLd()],
  });

export default function Home() {
  return <HomePage />;
}
