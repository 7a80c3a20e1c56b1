import { activeDotIndex, carouselItemWidth, stepIndex } from "@/lib/carousel";
import { reducedMotion } from "@/lib/reduced-motion";

// The testimonials carousel's behaviour (testimonials-carousel.tsx), started by the site script
// (app/site-script.ts): the active dot follows the scroll position (lib/carousel.ts); the dots,
// Previous and Next (which wrap around) and the arrow keys on the focused box scroll to an item,
// gliding unless the reader asked for less motion.

export function startCarousel(section: HTMLElement, win: Window = window): void {
  const box = section.querySelector<HTMLElement>("[data-carousel-scroller]");
  if (!box) return;
  const dots = [...section.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const count = dots.length;
  let active = 0;
  // While a button-driven scroll glides to its item, the positions it passes through must not move
  // the dot; the lock ends when the target is reached or after a second at most.
  let target: { index: number; until: number } | null = null;

  const show = (index: number) => {
    active = index;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const goTo = (index: number) => {
    show(index);
    target = { index, until: Date.now() + 1000 };
    const reduced = reducedMotion(win)?.matches ?? false;
    box.scrollTo({
      left: index * carouselItemWidth(box.clientWidth, win.innerWidth),
      behavior: reduced ? "auto" : "smooth",
    });
  };

  box.addEventListener("scroll", () => {
    const index = activeDotIndex({
      scrollLeft: box.scrollLeft,
      containerWidth: box.clientWidth,
      viewportWidth: win.innerWidth,
      count,
    });
    if (target && Date.now() < target.until && index !== target.index) return;
    target = null;
    show(index);
  });
  box.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    goTo(stepIndex(active, event.key === "ArrowRight" ? 1 : -1, count));
  });
  section.addEventListener("click", (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
    if (!control) return;
    if (control.dataset.carouselDot !== undefined) goTo(Number(control.dataset.carouselDot));
    else if (control.dataset.carouselStep !== undefined)
      goTo(stepIndex(active, Number(control.dataset.carouselStep), count));
  });
}
