import { expect, test } from "@playwright/test";
import { leadsByEmail } from "./db";
import { humanPause, uniqueEmail } from "./case-review";
import { collectErrors, waitForLive } from "./helpers";

// Issue 19: the Spanish site under /es, its forms, and the way between the two languages. Every
// /es page's hydration and accessibility are checked with the English ones (hydration.spec.ts,
// accessibility.spec.ts); this spec covers what only Spanish has.

test.describe("the Spanish site", () => {
  test("a case review from /es reaches /es/thank-you and is stored with its language", async ({ page }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail("es");
    await page.goto("/es");
    await waitForLive(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("main").getByRole("link", { name: "Revisión gratuita de su caso" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Revisión gratuita de su caso" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Comenzar" }).click();
    await dialog.getByRole("checkbox", { name: /Salarios y horarios/ }).check();
    await dialog.getByLabel(/Cuéntenos brevemente/).fill("Trabajé sin descanso para comer.");
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await dialog.getByRole("radio", { name: "Me despidieron" }).check();
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await dialog.getByRole("radio", { name: "Hace 1 a 3 meses" }).check();
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await dialog.getByLabel("Nombre", { exact: true }).fill("Rosa");
    await dialog.getByLabel("Apellido").fill("Álvarez");
    await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill("no-es-un-correo");
    await dialog.getByLabel(/^Teléfono/).fill("(213) 555-0117");
    await dialog.getByRole("checkbox", { name: /Acepto los Términos/ }).check();
    await dialog.getByRole("checkbox", { name: /se comunique conmigo/ }).check();
    const send = dialog.getByRole("button", { name: "Enviar para revisar mi caso" });
    // An address that is not one keeps the form from being sent, and the hint says so in Spanish.
    // (The server's Spanish field errors are checked by the shared fixtures, config/forms/fixtures.)
    await expect(send).toBeDisabled();
    await expect(
      dialog.getByText("Llene los cuatro campos y marque las dos casillas para enviar."),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await expect(send).toBeEnabled();
    await humanPause(page);
    await send.click();
    await expect(page).toHaveURL(/\/es\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gracias. Recibimos su solicitud.");
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: "es", first_name: "Rosa", last_name: "Álvarez" });
    // Staff read the stored answers in English: the values sent are the English ones.
    const answers = JSON.parse(String(rows[0]!.answers));
    expect(answers.issueType).toEqual(["Wage & Hour"]);
    expect(answers.employmentStatus).toBe("Terminated/Fired");
    expect(answers.language).toBe("es");
    expect(errors).toEqual([]);
  });

  test("the harassment questionnaire in Spanish reaches /es/thank-you and is stored with its language", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail("es-questionnaire");
    await page.goto("/es/form?open=harassment-questionnaire");
    await waitForLive(page);
    const dialog = page.getByRole("dialog", { name: /Ayuda confidencial/ });
    await expect(dialog).toBeVisible();
    const yesNo = (question: RegExp, answer: string | RegExp) =>
      dialog.getByRole("group", { name: question }).getByRole("radio", { name: answer }).check();
    await yesNo(/Trabajaba en California/, "Sí");
    await yesNo(/Ya tiene un abogado/, "No");
    const next = dialog.getByRole("button", { name: "Continuar" });
    await next.click();
    await yesNo(/Todavía trabaja allí/, "No");
    await dialog.getByRole("checkbox", { name: /Comentarios ofensivos sobre raza/ }).check();
    await dialog.getByRole("checkbox", { name: "Compañero de trabajo" }).check();
    await dialog.getByRole("radio", { name: "En los últimos 6 meses" }).check();
    await yesNo(/Lo reportó/, "No");
    await expect(next).toBeDisabled();
    await yesNo(/tomó medidas en su contra/, /^Sí/);
    await next.click();
    const send = dialog.getByRole("button", { name: "Enviar de forma confidencial" });
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Nombre", { exact: true }).fill("Ana");
    await dialog.getByLabel("Apellido").fill("Peña");
    await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await dialog.getByLabel(/^Teléfono/).fill("(415) 555-0123");
    await humanPause(page);
    await send.click();
    await expect(page).toHaveURL(/\/es\/thank-you$/);
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: "harassment_questionnaire",
      language: "es",
      last_name: "Peña",
    });
    // The stored answers are the English values the staff read.
    const answers = JSON.parse(String(rows[0]!.answers));
    expect(answers).toMatchObject({
      harassmentType: ["Offensive comments about race, age, gender, pregnancy or disability"],
      harasser: ["Co-worker"],
      recentIncident: "Within the last 6 months",
      language: "es",
    });
    expect(errors).toEqual([]);
  });

  test(
    "the language switch goes to the same page in the other language and back",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await page.goto("/services/harassment");
      await waitForLive(page);
      if (isMobile) await page.locator("summary", { hasText: "Open menu" }).click();
      const toSpanish = page.getByRole("link", { name: "Ver esta página en español" });
      // The address the server answers, without the trailing slash the prerender writes.
      await expect(toSpanish).toHaveAttribute("href", "/es/services/harassment");
      await toSpanish.click();
      await expect(page).toHaveURL(/\/es\/services\/harassment$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await waitForLive(page);
      if (isMobile) await page.locator("summary", { hasText: "Abrir el menú" }).click();
      await page.getByRole("link", { name: "View this page in English" }).click();
      await expect(page).toHaveURL(/:\d+\/services\/harassment$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    },
  );

  test("'Hablamos español' leads from an English page to the Spanish home page", async ({ page }) => {
    await page.goto("/about");
    await waitForLive(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Hablamos español" }).click();
    await expect(page).toHaveURL(/\/es\/?$/);
    await waitForLive(page);
    // The Spanish home page's router starts at /es/ (its basename); the page is the same.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Usted tiene derechos");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Hablamos español" })).toHaveCount(
      0,
    );
  });

  test("unknown Spanish addresses get the Spanish not-found page with status 404", async ({ request }) => {
    for (const [path, heading] of [
      ["/es/no-existe", "Página no encontrada"],
      ["/es/services/no-existe", "Servicio no encontrado"],
      ["/es/blog/no-existe", "Artículo del blog no encontrado"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es"');
      expect(html, path).toContain(heading);
    }
  });
});

test.describe("the offer to switch language", () => {
  test.use({ locale: "es-US" });

  test("shows on an English page for a Spanish browser from the first paint, never on a Spanish page, and stays dismissed", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const offer = page.getByRole("complementary", { name: "¿Prefiere leer esta página en español?" });
    // Shown by the page's inline script, in the page's flow: there before the other scripts run,
    // and nothing moves when they do.
    await expect(offer).toBeVisible();
    const mainTop = () => page.locator("main").evaluate((main) => main.getBoundingClientRect().top);
    const beforeScripts = await mainTop();
    await waitForLive(page);
    expect(await mainTop()).toBe(beforeScripts);
    await expect(offer.getByRole("link", { name: "Ver en español" })).toHaveAttribute("href", "/es/privacy");
    await offer.getByRole("button", { name: "No, gracias" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(offer).toBeHidden();
    // A Spanish page never offers Spanish, even before anything was dismissed.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto("/es/privacy");
    await waitForLive(page);
    await expect(page.getByRole("complementary", { name: /English/ })).toHaveCount(0);
    // No automatic redirect: the English page stayed English.
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

// Issue 37: the offer takes its own space; it covers neither the breadcrumb nor the heading, for
// the readers it serves, at a phone's width and a desktop's.
for (const [locale, path] of [
  ["es-US", "/services/wage-hour"],
  ["en-US", "/es/"],
] as const) {
  test.describe(`the offer on ${path} for a ${locale} browser`, () => {
    test.use({ locale });
    for (const width of [390, 1280]) {
      test(`covers nothing at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const offer = page.locator(".language-offer");
        await expect(offer).toBeVisible();
        const covered = page.locator("nav[aria-label] ol, h1").filter({ visible: true });
        expect(await covered.count()).toBeGreaterThan(0);
        const box = (await offer.boundingBox())!;
        for (const element of await covered.all()) {
          const other = (await element.boundingBox())!;
          const overlaps =
            box.x < other.x + other.width &&
            other.x < box.x + box.width &&
            box.y < other.y + other.height &&
            other.y < box.y + box.height;
          expect(overlaps, `${await element.evaluate((e) => e.tagName)} under the offer`).toBe(false);
        }
      });
    }
  });
}
