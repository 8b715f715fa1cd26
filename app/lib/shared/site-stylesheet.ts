/**
 * A page's HTML carries only the styles its own markup uses (app/.server/http/page-assets/inline-stylesheet.ts).
 * Once the page runs, the browser loads the whole site stylesheet that `<style>` names, without
 * holding up the first paint, so the pages opened next and what the page adds as it runs (menus,
 * toasts) are styled. Every page load asks once; the browser keeps the file.
 */
export function loadSiteStylesheet(doc: Document = document) {
  const named = doc.querySelector<HTMLStyleElement>("style[data-site-stylesheet]")?.dataset.siteStylesheet ?? "";
  for (const href of named.split(" ").filter(Boolean)) {
    if (
      [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
        (link) => link.getAttribute("href") === href,
      )
    )
      continue;
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    doc.head.append(link);
  }
}
