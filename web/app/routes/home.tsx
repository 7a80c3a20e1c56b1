import { metaFor } from "@/components/ui/static-page";
import { HomePage } from "@/components/sections/home-page";

export const meta = () => metaFor("home");

export default function Home() {
  return <HomePage />;
}
