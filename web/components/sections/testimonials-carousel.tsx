import { sectionWords } from "@/content/section-words";
import { useRef, useState, type KeyboardEvent } from "react";
import type { StoryCard } from "@/content/story-cards";
import { activeDotIndex, carouselItemWidth, stepIndex } from "@/lib/carousel";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";
import { TestimonialCard } from "./testimonial-card";

/**
 * Testimonials in a horizontal scroll box: one per view on phones, two from 768 px. The active dot
 * follows the scroll position (lib/carousel.ts). Previous and Next wrap around; the dots, the
 * buttons and the arrow keys on the focused box all move it, and it never moves by itself.
 */
export function TestimonialsCarousel({ items, heading }: { items: readonly StoryCard[]; heading: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // While a button-driven scroll glides to its item, the positions it passes through must not
  // move the dot; the lock ends when the target is reached or after a second at most.
  const target = useRef<{ index: number; until: number } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;

  function onScroll() {
    const box = scroller.current;
    if (!box) return;
    const index = activeDotIndex({
      scrollLeft: box.scrollLeft,
      containerWidth: box.clientWidth,
      viewportWidth: window.innerWidth,
      count,
    });
    const lock = target.current;
    if (lock && Date.now() < lock.until && index !== lock.index) return;
    target.current = null;
    setActive(index);
  }

  function goTo(index: number) {
    const box = scroller.current;
    setActive(index);
    if (!box) return;
    target.current = { index, until: Date.now() + 1000 };
    const left = index * carouselItemWidth(box.clientWidth, window.innerWidth);
    box.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(stepIndex(active, event.key === "ArrowRight" ? 1 : -1, count));
    }
  }

  const arrow =
    "flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-blue-800 text-xl font-bold text-blue-900 hover:bg-blue-50";
  return (
    <section aria-labelledby="testimonials-heading" aria-roledescription="carousel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        <div className="flex gap-3">
          <button
            type="button"
            data-needs-script
            className={arrow}
            onClick={() => goTo(stepIndex(active, -1, count))}
          >
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{sectionWords.previousStory}</span>
          </button>
          <button
            type="button"
            data-needs-script
            className={arrow}
            onClick={() => goTo(stepIndex(active, 1, count))}
          >
            <span aria-hidden="true">›</span>
            <span className="sr-only">{sectionWords.nextStory}</span>
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label={sectionWords.storiesRegion}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
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
            aria-label={sectionWords.showStory(i + 1, count)}
            aria-current={i === active ? "true" : undefined}
            onClick={() => goTo(i)}
            className="flex min-h-11 min-w-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-3 w-3 rounded-full border-2 border-blue-800 ${i === active ? "bg-blue-800" : "bg-white"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
