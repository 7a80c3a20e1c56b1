import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Link } from "react-router";
import { usePathname } from "@/lib/use-pathname";
import type { NavLink } from "@/content/navigation";

/**
 * A disclosure menu of links: opens on mouse hover, on click or tap, and from the keyboard
 * (Enter/Space/ArrowDown on the button; arrows move between links; Escape closes and returns focus).
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavLink[] }) {
  // Remember where the menu was opened: navigating anywhere else closes it without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenAt((at) => {
      const value = typeof next === "function" ? next(at === pathname) : next;
      return value ? pathname : null;
    });
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click right after hover-open should keep the menu open rather than toggle it shut.
  const hoverOpened = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen is rebuilt each render on purpose
  }, [open]);

  const links = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusLink(current - 1);
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hoverOpened.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hoverOpened.current = false;
    setOpen(false);
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          // The pointer that clicks has usually just opened the menu by hovering: keep it open.
          // (Read the ref, not `open`: the click handler may come from the render before hover.)
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
            return;
          }
          setOpen((o) => !o);
        }}
        className="flex min-h-11 items-center gap-1 rounded px-3 font-medium text-slate-800 hover:text-blue-800"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 min-w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
      >
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
    </div>
  );
}
