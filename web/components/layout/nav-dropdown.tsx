import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { Link } from "react-router";
import type { NavLink } from "@/content/navigation";

/** The top bar's dropdowns share this <details> name: opening one closes the other. */
export const navMenuName = "site-nav";

/**
 * A disclosure menu of links: a <details> whose <summary> opens it on click, tap, Enter or Space
 * with no script at all (issue 37). With the script: it also opens on mouse hover, ArrowDown on
 * the summary opens it and focuses the first link, arrows move between links, Escape closes it and
 * returns focus, and a press outside, focus leaving it, or choosing a link closes it.
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavLink[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  // A click right after hover-open should keep the menu open rather than toggle it shut.
  const hoverOpened = useRef(false);
  const setOpen = (open: boolean) => {
    if (ref.current) ref.current.open = open;
  };

  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const links = () => Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const summary = ref.current?.querySelector("summary");
    if (event.key === "Escape" && ref.current?.open) {
      event.preventDefault();
      setOpen(false);
      summary?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    if (document.activeElement === summary) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      setOpen(true);
      focusLink(0);
      return;
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    event.preventDefault();
    focusLink(current + (event.key === "ArrowDown" ? 1 : -1));
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || ref.current?.open) return;
    hoverOpened.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hoverOpened.current = false;
    setOpen(false);
  };
  const onSummaryClick = (event: MouseEvent) => {
    // The pointer that clicks has usually just opened the menu by hovering: keep it open.
    if (hoverOpened.current) event.preventDefault();
    hoverOpened.current = false;
  };

  return (
    <details
      ref={ref}
      name={navMenuName}
      className="group relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        onClick={onSummaryClick}
        className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded px-3 font-medium text-slate-800 hover:text-blue-800 [&::-webkit-details-marker]:hidden"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <ul className="absolute left-0 top-full z-50 min-w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link
              to={item.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2.5 text-slate-800 hover:bg-slate-100 focus:bg-slate-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
