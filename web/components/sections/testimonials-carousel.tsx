import { sectionWords } from "@/content/section-words";
import type { StoryCard } from "@/content/story-cards";
import { TestimonialCard } from "./testimonial-card";

/**
 * Testimonials in a horizontal scroll box: one per view on phones, two from 768 px. It scrolls with
 * no script; the site script makes the active dot follow the scroll position, and the dots, the
 * Previous and Next buttons (which wrap around) and the arrow keys on the focused box move it
 * (components/sections/carousel.ts). It never moves by itself.
 */
export function TestimonialsCarousel({ items, heading }: { items: readonly StoryCard[]; heading: string }) {
  const count = items.length;
  const arrow =
    "flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-blue-800 text-xl font-bold text-blue-900 hover:bg-blue-50";
  return (
    <section data-carousel aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        <div className="flex gap-3">
          <button type="button" data-needs-script data-carousel-step="-1" className={arrow}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{sectionWords.previousStory}</span>
          </button>
          <button type="button" data-needs-script data-carousel-step="1" className={arrow}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{sectionWords.nextStory}</span>
          </button>
        </div>
      </div>
      <div
        role="region"
        aria-label={sectionWords.storiesRegion}
        tabIndex={0}
        data-carousel-scroller
        data-testid="carousel-scroller"
        className="relative mt-6 flex snap-x snap-mandatory overflow-x-auto"
      >
        {items.map((t, i) => (
          <div
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={sectionWords.slidePosition(i + 1, count)}
            className="w-full shrink-0 snap-start px-2 md:w-1/2"
          >
            <TestimonialCard t={t} />
          </div>
        ))}
        {/* "relative" above keeps the screen-reader-only text of off-screen stories inside the box;
            without it that text widens the page on phones. */}
        {/* Lets the last story scroll to the left edge when two are shown, so every dot is reachable. */}
        <div aria-hidden="true" className="hidden shrink-0 md:block md:w-1/2" />
      </div>
      <div className="mt-4 flex justify-center gap-1">
        {items.map((t, i) => (
          <button
            key={t.id}
            type="button"
            data-needs-script
            data-carousel-dot={i}
            aria-label={sectionWords.showStory(i + 1, count)}
            aria-current={i === 0 ? "true" : undefined}
            className="group flex min-h-11 min-w-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className="block h-3 w-3 rounded-full border-2 border-blue-800 bg-white group-aria-[current=true]:bg-blue-800"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
