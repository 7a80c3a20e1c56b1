// What the script adds to the top bar's menus (issue 37). Both are <details> that open and close
// with no script (nav-dropdown.tsx, mobile-menu.tsx); this module, run by the site script on every
// public page (app/site-script.ts), adds:
// - dropdowns [data-nav-menu]: open on mouse hover and close when the pointer leaves; a click on a
//   summary the hover just opened keeps it open; ArrowDown on the summary opens the menu and focuses
//   its first link, arrows move between links; Escape closes and returns focus to the summary; a
//   press outside or focus leaving the menu closes it;
// - the small-screen menu [data-mobile-menu]: Escape closes it and returns focus;
// - both: choosing a link closes the menu.
// Every listener is on the document, so it holds whatever React does with the elements.

const menuSelector = "details[data-nav-menu], details[data-mobile-menu]";

function menuOf(target: EventTarget | null): HTMLDetailsElement | null {
  return target instanceof Element ? target.closest<HTMLDetailsElement>(menuSelector) : null;
}

const links = (menu: HTMLDetailsElement) => Array.from(menu.querySelectorAll<HTMLAnchorElement>("ul a"));

function focusLink(menu: HTMLDetailsElement, index: number) {
  const all = links(menu);
  all[(index + all.length) % all.length]?.focus();
}

export function enhanceMenus(doc: Document = document): void {
  // Dropdowns opened by hovering: a click on their summary right after keeps them open.
  const hoverOpened = new WeakSet<HTMLDetailsElement>();

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const menu = menuOf(event.target);
    if (!menu?.hasAttribute("data-nav-menu") || menu.open) return;
    if (menu.contains(event.relatedTarget as Node | null)) return;
    hoverOpened.add(menu);
    menu.open = true;
  });
  doc.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse") return;
    const menu = menuOf(event.target);
    if (!menu?.hasAttribute("data-nav-menu")) return;
    if (menu.contains(event.relatedTarget as Node | null)) return;
    hoverOpened.delete(menu);
    menu.open = false;
  });

  doc.addEventListener("click", (event) => {
    const menu = menuOf(event.target);
    const target = event.target as Element;
    if (menu && target.closest("summary") && hoverOpened.has(menu)) {
      hoverOpened.delete(menu);
      event.preventDefault();
      return;
    }
    if (menu && target.closest("a")) menu.open = false;
  });

  doc.addEventListener("pointerdown", (event) => {
    for (const menu of doc.querySelectorAll<HTMLDetailsElement>("details[data-nav-menu][open]"))
      if (!menu.contains(event.target as Node)) menu.open = false;
  });

  doc.addEventListener("focusout", (event) => {
    const menu = menuOf(event.target);
    if (menu?.hasAttribute("data-nav-menu") && !menu.contains(event.relatedTarget as Node | null))
      menu.open = false;
  });

  doc.addEventListener("keydown", (event) => {
    const menu = menuOf(event.target);
    if (!menu) return;
    const summary = menu.querySelector("summary");
    if (event.key === "Escape" && menu.open) {
      event.preventDefault();
      menu.open = false;
      summary?.focus();
      return;
    }
    if (!menu.hasAttribute("data-nav-menu") || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    if (event.target === summary) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      menu.open = true;
      focusLink(menu, 0);
      return;
    }
    const current = links(menu).indexOf(event.target as HTMLAnchorElement);
    if (current < 0) return;
    event.preventDefault();
    focusLink(menu, current + (event.key === "ArrowDown" ? 1 : -1));
  });
}
