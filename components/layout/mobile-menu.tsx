"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

const PANEL_ID = "mobile-menu-panel";

type MobileMenuProps = {
  /** The desktop bar's list items, then the menu's own last item: they come rendered from the server header. */
  items: ReactNode;
  last: ReactNode;
  labels: { open: string; close: string; nav: string };
  actions: ReactNode;
};

/** The header's links on small screens. */
export function MobileMenu({ items, last, labels, actions }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Delegated so links passed in as `actions` close the panel too.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="xl:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        data-testid="mobile-menu-toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="x" aria-hidden="true" /> : <Icon name="menu" aria-hidden="true" />}
      </Button>
      <nav
        id={PANEL_ID}
        data-testid="mobile-menu"
        aria-label={labels.nav}
        hidden={!open}
        onClick={closeOnLink}
        className="mobile-menu-panel"
      >
        <ul className="menu-links">
          {items}
          {last}
        </ul>
        <div className="mobile-menu-actions">{actions}</div>
      </nav>
    </div>
  );
}
