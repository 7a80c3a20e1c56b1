import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { watchImages } from "@/components/ui/image-fallback";
import { SmartImage, webpVariant } from "@/components/ui/smart-image";

describe("SmartImage", () => {
  it("lazy-loads and offers the smaller WebP variant", () => {
    const { container } = render(
      <SmartImage src="/images/office.jpg" alt="Our office" width={1200} height={800} />,
    );
    const img = screen.getByRole("img", { name: "Our office" });
    expect(img.getAttribute("loading")).toBe("lazy");
    const source = container.querySelector("source");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(source?.getAttribute("srcset")).toBe("/images/office.800.webp");
  });

  it("shows 'Image unavailable' when the image fails", () => {
    watchImages();
    render(<SmartImage src="/images/missing.png" alt="Team photo" width={400} height={300} />);
    fireEvent.error(screen.getByRole("img", { name: "Team photo" }));
    expect(screen.getByText("Image unavailable")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Team photo (image unavailable)" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Team photo" })).toBeNull();
  });

  it("derives WebP names only for raster images under /images", () => {
    expect(webpVariant("/images/a/b.PNG")).toBe("/images/a/b.800.webp");
    expect(webpVariant("/images/logo.svg")).toBeNull();
    expect(webpVariant("/assets/x.jpg")).toBeNull();
  });
});
