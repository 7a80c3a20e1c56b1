import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders `ui` on every path of a memory router, starting at `path`, so links really navigate. */
export function renderAt(ui: ReactNode, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
